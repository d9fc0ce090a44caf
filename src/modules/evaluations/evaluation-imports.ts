import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import { changedFields } from '../../platform/changes.ts'
import { ValidationFailed } from '../../platform/errors.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import { blankToNull } from './evaluation-checks.ts'
import type { EvaluationImport, EvaluationImports } from './evaluations.port.ts'
import * as repo from './evaluations.repository.ts'
import { normalizeCriteria, sameCriteria, scoreIssues, weightedScore } from './scoring.ts'

/** The evaluations module's part in an import: the writer of imported evaluations. */
export function createEvaluationImports(): EvaluationImports {
  return {
    /**
     * Writes an imported evaluation, its ratings held to its scale and its weighted score computed
     * as for any other; one imported before keeps its id. Nothing is written when nothing differs.
     */
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<EvaluationImport>> {
      const earlier = await repo.findEvaluationsByExternalIds(batch, tenantId, externalIds)
      return importWriter(earlier, async (trx, input: EvaluationImport, existing) => {
        const criteria = normalizeCriteria(input.criteria_scores)
        const issues = scoreIssues({
          ratingScale: input.fields.rating_scale,
          overallRating: input.fields.overall_rating,
          criteria,
          sent: { overallRating: true, criteria: true },
        })
        if (issues.length) throw new ValidationFailed(issues)
        const columns = {
          ...input.fields,
          evaluator_name: input.fields.evaluator_name.trim(),
          comments: blankToNull(input.fields.comments) ?? null,
          application_id: input.application.id,
          candidate_id: input.application.candidate_id,
          job_id: input.application.job_id,
          weighted_score: weightedScore(criteria),
          is_demo: input.is_demo,
        }
        const storedCriteria = criteria ? JSON.stringify(criteria) : null
        if (!existing) {
          const id = newRowId()
          await repo.insertEvaluation(trx, {
            ...columns,
            criteria_scores: storedCriteria,
            tenant_id: tenantId,
            id,
            external_id: input.external_id,
            created_at: input.created_at,
          })
          return { id, outcome: 'created' as const }
        }
        const changed: Record<string, unknown> = changedFields(existing as Record<string, unknown>, columns)
        if (!sameCriteria(criteria, existing.criteria_scores)) changed.criteria_scores = storedCriteria
        if (Object.keys(changed).length === 0) return { id: existing.id, outcome: 'unchanged' as const }
        await repo.updateEvaluation(trx, tenantId, existing.id, changed)
        return { id: existing.id, outcome: 'updated' as const }
      })
    },
  }
}
