import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Browser packages are tested against their sources, so a unit run needs no build.
const browserAliases = [
  { find: /^@devtrail\/core\/protocol$/, replacement: src('./packages/core/src/protocol.ts') },
  { find: /^@devtrail\/core\/vitals$/, replacement: src('./packages/core/src/vitals.ts') },
  { find: /^@devtrail\/core\/navigation-log$/, replacement: src('./packages/core/src/navigationLog.ts') },
  { find: /^@devtrail\/core$/, replacement: src('./packages/core/src/index.ts') },
  { find: /^@devtrail\/loader$/, replacement: src('./packages/loader/src/index.ts') },
]

export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    // Vitest's default on 2 cores is 1 worker, yet most test time waits on PostgreSQL, child
    // processes and real ports: two files at a time keep both cores busy (e2e files still run one by one)
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: browserAliases },
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['packages/{core,loader,react,vue}/src/**/__tests__/**/*.test.{ts,tsx}'],
          typecheck: {
            enabled: true,
            include: ['packages/{core,loader,react,vue}/src/**/__tests__/**/*.test-d.{ts,tsx}'],
            tsconfig: './tsconfig.browser.json',
          },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/src/**/__tests__/**/*.test.ts'],
          globalSetup: ['packages/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          environment: 'node',
          include: ['packages/client/src/**/__tests__/**/*.test.ts'],
          globalSetup: ['packages/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'dashboard',
          environment: 'jsdom',
          include: ['packages/dashboard/src/**/__tests__/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
