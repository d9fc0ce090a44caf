import type { Static } from 'typebox'
import type { Database } from '../../../db/database.ts'
import type { MetricsScope } from '../scope.ts'
import { readPeriodActivity } from './activity.ts'
import { stageDurations, StageDurationsSchema } from './durations.ts'
import { ConversionRatesSchema, funnels, PerTemplateFunnelsSchema } from './funnels.ts'
import { catalogNames } from './names.ts'
import { recruiterPerformance, RecruiterPerformanceSchema } from './recruiters.ts'
import { offerDeclineReasons, OfferDeclineReasonsSchema } from './rejection-reasons.ts'
import { sourceEffectiveness, SourceEffectivenessSchema } from './sources.ts'
import {
  candidatesByStage,
  CandidatesByStageSchema,
  funnelStageMeta,
  FunnelStageMetaSchema,
  pipelineSnapshot,
  PipelineSnapshotSchema,
} from './stages.ts'
import { topPerformingJobs, TopPerformingJobsSchema } from './top-jobs.ts'
import { applicationTrend, ApplicationTrendSchema } from './trend.ts'

/** The analysis tables of GET /data/metrics, by response field. */
export const ANALYSIS_SCHEMAS = {
  source_effectiveness: SourceEffectivenessSchema,
  top_performing_jobs: TopPerformingJobsSchema,
  recruiter_performance: RecruiterPerformanceSchema,
  application_trend: ApplicationTrendSchema,
  offer_decline_reasons: OfferDeclineReasonsSchema,
  candidates_by_stage: CandidatesByStageSchema,
  conversion_rates: ConversionRatesSchema,
  stage_durations: StageDurationsSchema,
  pipeline_snapshot: PipelineSnapshotSchema,
  funnel_stage_meta: FunnelStageMetaSchema,
  per_template_funnels: PerTemplateFunnelsSchema,
}
export type AnalysisTables = { [K in keyof typeof ANALYSIS_SCHEMAS]: Static<(typeof ANALYSIS_SCHEMAS)[K]> }

/**
 * Every analysis table of one period (the scope's): five from one read of the period's activity
 * (activity.ts), the others in queries of their own, side by side with it.
 */
export async function computeAnalysis(db: Database, scope: MetricsScope): Promise<AnalysisTables> {
  const names = catalogNames(db, scope.tenantId)
  // Awaited below only once every query is done; should one fail first, nothing awaits it any
  // more, and this keeps its failure from going unhandled.
  names.catch(() => {})
  const [read, application_trend, offer_decline_reasons, pipeline_snapshot, stage_durations] = await Promise.all([
    readPeriodActivity(db, scope),
    applicationTrend(db, scope),
    offerDeclineReasons(db, scope, names),
    pipelineSnapshot(db, scope),
    stageDurations(db, scope),
  ])
  const named = await names
  const { conversion_rates, per_template_funnels } = funnels(read.funnels, named)
  return {
    source_effectiveness: sourceEffectiveness(read.source_effectiveness),
    top_performing_jobs: topPerformingJobs(read.top_performing_jobs),
    recruiter_performance: recruiterPerformance(read.recruiter_performance, named),
    application_trend,
    offer_decline_reasons,
    candidates_by_stage: candidatesByStage(read.candidates_by_stage),
    conversion_rates,
    stage_durations,
    pipeline_snapshot,
    funnel_stage_meta: funnelStageMeta(),
    per_template_funnels,
  }
}
