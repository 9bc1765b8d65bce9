import os from 'node:os'

/**
 * When `npm run bench:search` may claim its during-import targets: the machine's load average (1 min) is
 * at most this before the measurement. The bench's own import, Postgres and searches load the 2-core machine
 * during it, so the load after is reported, not judged.
 */
export const MAX_LOAD = 1.5

export type BenchOptions = {
  sizes: number[]
  duringImport: Set<number>
  runs: number
  allowLoad: boolean
}

/**
 * The bench's options: `--cars=N` (one size, searched during an import too), `--runs=N`, `--allow-load`
 * (measure and judge on a loaded machine, the load printed beside), else BENCH_SIZES, BENCH_DURING_IMPORT
 * and BENCH_RUNS, else 16,734 and 100,000 cars, during an import at 100,000, 40 runs.
 */
export function benchOptions(args: string[], env = process.env): BenchOptions {
  const flag = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
  const numbers = (text: string) => text.split(',').map(Number)
  const cars = flag('cars')
  for (const list of [cars, env.BENCH_SIZES, env.BENCH_DURING_IMPORT])
    if (list !== undefined && numbers(list).some((n) => !Number.isSafeInteger(n) || n <= 0))
      throw new Error(`bench:search: '${list}' is not a list of car counts`)
  const sizes = numbers(cars ?? env.BENCH_SIZES ?? '16734,100000')
  return {
    sizes,
    duringImport: new Set(numbers(cars ?? env.BENCH_DURING_IMPORT ?? '100000')),
    runs: Number(flag('runs') ?? env.BENCH_RUNS ?? 40),
    allowLoad: args.includes('--allow-load'),
  }
}

/** Whether the options measure searches during an import (what the load rule is about). */
export const measuresDuringImport = (options: BenchOptions) => options.sizes.some((n) => options.duringImport.has(n))

export const loadAverage = () => os.loadavg()[0]!

/** Waits up to `seconds` for the 1-min load average to fall to MAX_LOAD (after the bench's own import); the last reading. */
export async function settledLoad(seconds: number, say: (line: string) => void): Promise<number> {
  const until = Date.now() + seconds * 1000
  let load = loadAverage()
  if (load > MAX_LOAD)
    say(`  waiting up to ${seconds} s for the load average (${load.toFixed(2)}) to fall to ${MAX_LOAD}...`)
  while (load > MAX_LOAD && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    load = loadAverage()
  }
  return load
}
