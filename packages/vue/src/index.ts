export const createTrackerPlugin = () => ({ install() {} })
