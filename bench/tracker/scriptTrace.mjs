// Main-thread script time of a page load read off a Chromium trace: what the page's scripts ran
// (parse, compile, evaluation, callbacks) on the renderer's main thread before a given request
// left. Unlike Performance.getMetrics, which is read some time after the request is seen, a trace
// says exactly what ran before it.

/** Trace events of script work: their union on the main thread is the script time. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'V8.Execute'])

/** Starts a trace of the page's timeline on `cdp`; `stop()` resolves with its events. */
export async function startScriptTrace(cdp) {
  const events = []
  const collect = (message) => events.push(...message.value)
  cdp.on('Tracing.dataCollected', collect)
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'] } })
  return {
    /** Ends the trace and resolves with every event it recorded. */
    stop: async () => {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
      await cdp.send('Tracing.end')
      await complete
      cdp.off('Tracing.dataCollected', collect)
      return events
    },
  }
}

/**
 * Milliseconds of script work on the page's main thread before the first request to a URL
 * starting with `endpoint` was sent (its `ResourceSendRequest`), or null when there is none: the
 * union of the script events' intervals (nested events count once).
 */
export function scriptMsBeforeRequest(events, endpoint) {
  const send = events.find((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.startsWith(endpoint))
  if (!send) return null
  // the thread that sent the request is the page's main thread
  const onThread = events.filter((event) => event.pid === send.pid && event.tid === send.tid && event.ph === 'X' && SCRIPT_EVENTS.has(event.name))
  const intervals = onThread
    .map((event) => [event.ts, Math.min(event.ts + (event.dur ?? 0), send.ts)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0])
  let total = 0
  let reached = Number.NEGATIVE_INFINITY
  for (const [start, end] of intervals) {
    if (end <= reached) continue
    total += end - Math.max(start, reached)
    reached = end
  }
  return total / 1000
}
