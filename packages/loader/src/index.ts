export const loadTrackerScript = () => Promise.reject(new Error("todo"))
