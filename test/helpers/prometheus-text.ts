/**
 * A strict reader of Prometheus's text exposition format (version 0.0.4), for tests of
 * `GET /metrics`: it throws on anything a Prometheus server would refuse or misread (a sample
 * before its family's TYPE, a malformed name, label or value, a repeated series, histogram
 * buckets that are not cumulative or lack `+Inf`), so a test that parses an exposition has
 * also checked its shape.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped'

export interface Sample {
  /** The sample's own name: a family's, or with `_bucket`, `_sum`, `_count` for histograms and summaries. */
  name: string
  labels: Record<string, string>
  value: number
}

export interface MetricFamily {
  name: string
  type: MetricType
  help: string | undefined
  samples: Sample[]
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped'])
const SUFFIXES: Record<MetricType, readonly string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
}

/** As Prometheus reads a value (Go's ParseFloat): NaN and Inf in any case, so prom-client's `Nan` too. */
function parseValue(text: string, where: string): number {
  const word = text.toLowerCase()
  if (['inf', '+inf', 'infinity', '+infinity'].includes(word)) return Infinity
  if (['-inf', '-infinity'].includes(word)) return -Infinity
  if (word === 'nan') return NaN
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new Error(`${where}: "${text}" is not a sample value`)
  return Number(text)
}

/** Reads `{a="x",b="y"}` from `line` at `start`; answers the labels and where the text after them begins. */
function parseLabels(line: string, start: number, where: string): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {}
  let i = start + 1
  for (;;) {
    if (line[i] === '}') return { labels, end: i + 1 }
    const name = /^[^=]*/.exec(line.slice(i))![0]
    if (!LABEL_NAME.test(name)) throw new Error(`${where}: "${name}" is not a label name`)
    if (name in labels) throw new Error(`${where}: label ${name} given twice`)
    i += name.length
    if (line[i] !== '=' || line[i + 1] !== '"') throw new Error(`${where}: label ${name} has no quoted value`)
    i += 2
    let value = ''
    for (;;) {
      const c = line[i]
      if (c === undefined) throw new Error(`${where}: the value of label ${name} is not closed`)
      if (c === '"') break
      if (c === '\\') {
        const escaped = line[i + 1]
        if (escaped === '\\') value += '\\'
        else if (escaped === '"') value += '"'
        else if (escaped === 'n') value += '\n'
        else throw new Error(`${where}: "\\${escaped}" is not an escape a label value may hold`)
        i += 2
        continue
      }
      value += c
      i++
    }
    labels[name] = value
    i++
    if (line[i] === ',') i++
    else if (line[i] !== '}') throw new Error(`${where}: expected , or } after label ${name}`)
  }
}

function familyOf(sampleName: string, families: Map<string, MetricFamily>): MetricFamily | undefined {
  for (const [name, family] of families) {
    if (SUFFIXES[family.type].some((suffix) => `${name}${suffix}` === sampleName)) return family
  }
  return undefined
}

function seriesKey(sample: Sample): string {
  return `${sample.name}{${Object.keys(sample.labels)
    .sort()
    .map((k) => `${k}=${JSON.stringify(sample.labels[k])}`)
    .join(',')}}`
}

/** Buckets cumulative in `le`, ending with `+Inf` equal to `_count`, for each labelled series of a histogram. */
function checkHistogram(family: MetricFamily): void {
  const groups = new Map<string, { buckets: [number, number][]; count?: number; sum?: number }>()
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels
    const key = JSON.stringify(Object.entries(rest).sort())
    const group = groups.get(key) ?? { buckets: [] }
    groups.set(key, group)
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${family.name}: a bucket without le`)
      group.buckets.push([parseValue(le, family.name), sample.value])
    } else if (sample.name.endsWith('_count')) group.count = sample.value
    else group.sum = sample.value
  }
  for (const [key, group] of groups) {
    const where = `${family.name} ${key}`
    if (group.count === undefined || group.sum === undefined) throw new Error(`${where}: _count or _sum missing`)
    const sorted = [...group.buckets].sort((a, b) => a[0] - b[0])
    if (sorted.at(-1)?.[0] !== Infinity) throw new Error(`${where}: no +Inf bucket`)
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]![1] < sorted[i - 1]![1]) throw new Error(`${where}: buckets are not cumulative`)
    }
    if (sorted.at(-1)![1] !== group.count) throw new Error(`${where}: the +Inf bucket is not the _count`)
  }
}

export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>()
  const helps = new Map<string, string>()
  const seen = new Set<string>()
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`
    if (line.trim() === '') return
    if (line.startsWith('#')) {
      const match = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line)
      if (!match) return // a plain comment
      const [, keyword, name, rest] = match as unknown as [string, 'HELP' | 'TYPE', string, string]
      if (!METRIC_NAME.test(name)) throw new Error(`${where}: "${name}" is not a metric name`)
      if (keyword === 'HELP') {
        if (helps.has(name)) throw new Error(`${where}: a second HELP for ${name}`)
        helps.set(name, rest)
        const family = families.get(name)
        if (family) family.help = rest
        return
      }
      if (!TYPES.has(rest as MetricType)) throw new Error(`${where}: "${rest}" is not a metric type`)
      if (families.has(name)) throw new Error(`${where}: a second TYPE for ${name}`)
      families.set(name, { name, type: rest as MetricType, help: helps.get(name), samples: [] })
      return
    }
    const name = /^[^{\s]*/.exec(line)![0]
    if (!METRIC_NAME.test(name)) throw new Error(`${where}: "${name}" is not a metric name`)
    let rest = line.slice(name.length)
    let labels: Record<string, string> = {}
    if (rest.startsWith('{')) {
      const parsed = parseLabels(line, name.length, where)
      labels = parsed.labels
      rest = line.slice(parsed.end)
    }
    const parts = rest.trim().split(/\s+/)
    if (!rest.startsWith(' ') || parts.length < 1 || parts.length > 2)
      throw new Error(`${where}: expected a value (and a timestamp) after ${name}`)
    if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) throw new Error(`${where}: "${parts[1]}" is not a timestamp`)
    const sample: Sample = { name, labels, value: parseValue(parts[0]!, where) }
    const family = familyOf(name, families)
    if (!family) throw new Error(`${where}: ${name} comes before any TYPE of its family`)
    const key = seriesKey(sample)
    if (seen.has(key)) throw new Error(`${where}: the series ${key} appears twice`)
    seen.add(key)
    family.samples.push(sample)
  })
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family)
  return families
}

/** The value of the one sample named `name` with exactly these labels (among others it may have none). */
export function sampleValue(families: Map<string, MetricFamily>, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name !== name) continue
      if (Object.keys(sample.labels).length !== Object.keys(labels).length) continue
      if (Object.entries(labels).every(([k, v]) => sample.labels[k] === v)) return sample.value
    }
  }
  return undefined
}
