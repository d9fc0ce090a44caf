import type { Static } from 'typebox'
import type { Database } from '../../../db/database.ts'
import type { MetricsScope } from '../scope.ts'
import { readPeriodActivity } from './activity.ts'
import { stageDurations, StageDurationsSchema, talliedStageDurations } from './durations.ts'
import { ConversionRatesSchema, funnels, PerTemplateFunnelsSchema } from './funnels.ts'
import { catalogNames } from './names.ts'
import { recruiterPerformance, RecruiterPerformanceSchema } from './recruiters.ts'
import { labelReasons, offerDeclineReasons, OfferDeclineReasonsSchema } from './rejection-reasons.ts'
import { sourceEffectiveness, SourceEffectivenessSchema } from './sources.ts'
import type { KeptTallies, TalliedPeriod } from './tallied.ts'
import {
  candidatesByStage,
  CandidatesByStageSchema,
  funnelStageMeta,
  FunnelStageMetaSchema,
  pipelineSnapshot,
  PipelineSnapshotSchema,
  stageTable,
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
 * Every analysis table of one period (the scope's). Given the tallies (tallied.ts: the whole
 * tenant's), the tables over its cohort, hires and rejections, the pipeline snapshot and the stage
 * durations come from them; else five come from one read of the period's activity (activity.ts)
 * and the others from queries of their own, side by side with it.
 */
export async function computeAnalysis(db: Database, scope: MetricsScope, kept: KeptTallies | null): Promise<AnalysisTables> {
  const tallied = kept?.period
  const pipeline = kept?.pipeline
  const names = catalogNames(db, scope.tenantId)
  // Awaited below only once every query is done; should one fail first, nothing awaits it any
  // more, and this keeps its failure from going unhandled.
  names.catch(() => {})
  const [read, application_trend, offer_decline_reasons, pipeline_snapshot, stage_durations] = await Promise.all([
    tallied ? tallied.then(activityOfTallies) : readPeriodActivity(db, scope),
    tallied ? tallied.then((t) => t.trend) : applicationTrend(db, scope),
    tallied ? Promise.all([tallied, names]).then(([t, named]) => labelReasons(t.rejections, named)) : offerDeclineReasons(db, scope, names),
    pipeline ? pipeline.then((p) => stageTable(p.snapshot)) : pipelineSnapshot(db, scope),
    kept ? talliedStageDurations(db, scope) : stageDurations(db, scope),
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

/** The tallies in the shape of the one read of the period's activity. */
const activityOfTallies = (t: TalliedPeriod) => ({
  source_effectiveness: t.sources,
  top_performing_jobs: t.topJobs,
  recruiter_performance: t.recruiters,
  candidates_by_stage: t.stages,
  funnels: t.funnels,
})
