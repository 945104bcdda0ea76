/**
 * The server keeps its layers (entry -> features -> repositories -> store): dependency-cruiser
 * reads every import of src with the rules of packages/server/.dependency-cruiser.cjs and finds
 * none running up a layer, none from the job engine to its clients, and no circle with an import
 * kept at run time.
 */
import { fileURLToPath } from 'node:url'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../../..', import.meta.url))
const configFile = fileURLToPath(new URL('../../../.dependency-cruiser.cjs', import.meta.url))

let result: ICruiseResult

beforeAll(async () => {
  const options = await extractDepcruiseOptions(configFile)
  const answer = await cruise(['packages/server/src'], { ...options, baseDir: root, validate: true })
  result = answer.output as ICruiseResult
}, 30_000)

/** One side of a rule: the modules it names by path. */
interface RuleSide {
  path?: string | string[]
}

/** The paths a rule's `from` or `to` names, as an array. */
function pathsOf(side: RuleSide | undefined): string[] {
  const path = side?.path ?? []
  return Array.isArray(path) ? path : [path]
}

describe('the layers of the server', () => {
  it('has no import up a layer, from the job engine to its clients, or in a run-time circle', () => {
    const violations = result.summary.violations.map((violation) => {
      const circle = violation.cycle?.map((step) => step.name).join(' -> ')
      return `${violation.rule.name}: ${violation.from} -> ${circle ?? violation.to}`
    })
    expect(violations).toEqual([])
  })

  it('reads the whole source and finds modules in every layer it names', () => {
    expect(result.summary.totalCruised).toBeGreaterThan(300)
    const rules = (result.summary.ruleSetUsed?.forbidden ?? []) as { name?: string; from?: RuleSide; to?: RuleSide }[]
    const layerPaths = {
      entry: pathsOf(rules.find((rule) => rule.name === 'features-not-to-entry')?.to),
      repositories: pathsOf(rules.find((rule) => rule.name === 'repositories-not-to-entry')?.from),
      store: pathsOf(rules.find((rule) => rule.name === 'store-not-to-entry')?.from),
    }
    const sources = result.modules.map((module) => module.source)
    for (const [layer, paths] of Object.entries(layerPaths)) {
      expect(paths.length, layer).toBeGreaterThan(0)
      for (const path of paths)
        expect(
          sources.some((source) => new RegExp(path).test(source)),
          `${layer}: ${path}`,
        ).toBe(true)
    }
  })
})
