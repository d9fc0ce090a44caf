import { FIELDS, type Field, type GroupScore, type Report, type Target } from './accuracy.ts'

/** The accuracy report as the table `npm run cv-accuracy` prints (and the README records). */
const SHORT: Record<Field, string> = {
  full_name: 'name',
  email: 'email',
  phone: 'phone',
  current_job_title: 'title',
  current_company: 'company',
  total_experience_years: 'exp±1y',
}

const pct = (value: number): string => `${(value * 100).toFixed(1)}%`

function targetLine(target: Target): string {
  const value = target.unit === 'percent' ? pct(target.value) : target.value.toFixed(3)
  const threshold = target.unit === 'percent' ? pct(target.threshold) : target.threshold.toFixed(2)
  return `  ${target.name.padEnd(28)} ${value.padStart(8)}   target ≥ ${threshold.padEnd(7)} ${target.met ? 'MET' : 'NOT MET'}`
}

function groupLine(score: GroupScore): string {
  const cells = FIELDS.map((field) => `${SHORT[field]} ${pct(score.fields[field].share).padStart(6)}`)
  return `  ${`${score.group} (${score.documents})`.padEnd(12)} ${cells.join('  ')}  skills F1 ${score.skills.f1.toFixed(3)}`
}

export function formatReport(report: Report, options: { verbose: boolean }): string {
  const { overall } = report
  const out: string[] = []
  out.push(
    `CV parsing accuracy: ${report.positives} positive and ${report.negatives.outcomes.length} negative documents, today ${report.today}`,
  )
  out.push('')
  out.push('  field                          share     documents')
  for (const field of FIELDS) {
    const s = overall.fields[field]
    out.push(`  ${field.padEnd(28)} ${pct(s.share).padStart(8)}   ${s.hits}/${s.total}`)
  }
  const k = overall.skills
  out.push(
    `  ${'skills (micro)'.padEnd(28)} P ${k.precision.toFixed(3)}  R ${k.recall.toFixed(3)}  F1 ${k.f1.toFixed(3)}   (tp ${k.truePositives}, fp ${k.falsePositives}, fn ${k.falseNegatives})`,
  )
  out.push(
    `  ${'education (no target)'.padEnd(28)} ${pct(report.education.share).padStart(8)}   ${report.education.hits}/${report.education.total} entries`,
  )
  out.push(
    `  ${'negatives rejected'.padEnd(28)} ${pct(report.negatives.rejected.share).padStart(8)}   ${report.negatives.rejected.hits}/${report.negatives.rejected.total}`,
  )
  for (const o of report.negatives.outcomes) {
    const verdict = o.rejected ? `rejected: ${o.reason ?? '?'}` : `NOT rejected: ${o.note ?? ''}`
    const differs = o.rejected && o.reason !== o.expectedReason ? ` (we expected ${o.expectedReason ?? '?'})` : ''
    out.push(`    ${o.file.padEnd(30)} ${verdict}${differs}`)
  }
  out.push('')
  out.push('By format:')
  for (const g of report.byFormat) out.push(groupLine(g))
  out.push('By language:')
  for (const g of report.byLanguage) out.push(groupLine(g))
  if (report.aliasUses.length > 0) {
    out.push('')
    out.push('Skill names that differ between the dictionary and the labels (matched through the alias map):')
    for (const use of report.aliasUses) out.push(`  "${use.extracted}" (extracted) = "${use.labelled}" (labels), ${use.count}×`)
  }
  out.push('')
  out.push('Targets:')
  for (const target of report.targets) out.push(targetLine(target))
  out.push(`  ${report.allMet ? 'ALL TARGETS MET' : 'SOME TARGETS NOT MET'} (${(report.elapsedMs / 1000).toFixed(1)} s)`)
  if (options.verbose) {
    out.push('')
    out.push(`Misses (${report.misses.length}):`)
    for (const miss of report.misses)
      out.push(`  ${miss.file}  ${miss.field}\n      expected: ${miss.expected}\n      got:      ${miss.got}`)
  }
  return out.join('\n')
}
