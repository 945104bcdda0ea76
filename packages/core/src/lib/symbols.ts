/** Global key holding the one tracker of the page, shared by every copy of the bundle and the hosted script. */
export const TRACKER_KEY = Symbol.for('devtrail.tracker')

/** Internal hook on the tracker through which optional entries (web vitals) queue an event. */
export const EVENT_HOOK = Symbol.for('devtrail.event')

/** Global key of the hosted script's hand-over (`Handover`), read by the complete tracker when it loads. */
export const HANDOVER_KEY = Symbol.for('devtrail.handover')
