export const TrackerProvider = () => null
