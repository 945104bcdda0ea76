/**
 * HyperLogLog sketches of developer ids: how many distinct developers a set of days holds, read in
 * constant time per day however many developers were active (2,048 registers, about 2.3 %
 * standard error; small counts are exact in practice through linear counting).
 */
import { createHash } from 'node:crypto'

/** Registers per sketch (2^11). */
export const SKETCH_REGISTERS = 2048
const INDEX_BITS = 11
// 2^-rank for every rank a register can hold (0..33): counting reads a table, not Math.pow
const INVERSE_POWERS = Float64Array.from({ length: 34 }, (_, rank) => 2 ** -rank)

/** An empty sketch. */
export function emptySketch(): Uint8Array {
  return new Uint8Array(SKETCH_REGISTERS)
}

/** Adds an id to a sketch, in place. */
export function addToSketch(sketch: Uint8Array, id: string): void {
  const hash = createHash('sha256').update(id).digest()
  const word = hash.readUInt32BE(0)
  const index = word >>> (32 - INDEX_BITS)
  const rest = hash.readUInt32BE(4)
  // rank: the position of the first 1 bit of the other 32 bits (33 when all are 0)
  const rank = rest === 0 ? 33 : Math.clz32(rest) + 1
  if (rank > sketch[index]!) sketch[index] = rank
}

/** Merges `other` into `into` (register-wise maximum), in place. */
export function mergeSketch(into: Uint8Array, other: Uint8Array): void {
  for (let index = 0; index < SKETCH_REGISTERS; index++) {
    const value = other[index] ?? 0
    if (value > into[index]!) into[index] = value
  }
}

/** The estimated number of distinct ids in a sketch, rounded. */
export function sketchCount(sketch: Uint8Array): number {
  let sum = 0
  let empty = 0
  for (let index = 0; index < SKETCH_REGISTERS; index++) {
    const value = sketch[index]!
    sum += INVERSE_POWERS[value]!
    if (value === 0) empty++
  }
  const m = SKETCH_REGISTERS
  const estimate = ((0.7213 / (1 + 1.079 / m)) * m * m) / sum
  // linear counting for small sets: exact in practice while registers rarely collide
  return Math.round(estimate <= 2.5 * m && empty > 0 ? m * Math.log(m / empty) : estimate)
}
