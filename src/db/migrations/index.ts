import type { Migration } from 'kysely/migration'
import * as foundation from './0001-foundation.ts'
import * as jobsAndPipelines from './0002-jobs-and-pipelines.ts'
import * as careerPages from './0003-career-pages.ts'
import * as candidatesAndApplications from './0004-candidates-and-applications.ts'
import * as interviewsEvaluationsOffers from './0005-interviews-evaluations-offers.ts'
import * as apiKeys from './0006-api-keys.ts'
import * as dataApiIndexes from './0007-data-api-indexes.ts'
import * as importsAndDemo from './0008-imports-and-demo.ts'
import * as metricsIndexes from './0009-metrics-indexes.ts'
import * as metricsAnalysisIndexes from './0010-metrics-analysis-indexes.ts'
import * as normalizedPhones from './0011-normalized-phones.ts'
import * as tenantSettings from './0012-tenant-settings.ts'
import * as backgroundTasks from './0013-background-tasks.ts'
import * as webhooks from './0014-webhooks.ts'
import * as emails from './0015-emails.ts'
import * as cvParsing from './0016-cv-parsing.ts'
import * as prefixIndexes from './0017-prefix-indexes.ts'
import * as stageFacts from './0018-stage-facts.ts'
import * as tenantSearchIndex from './0019-tenant-search-index.ts'
import * as liveCounts from './0020-live-counts.ts'
import * as metricTallies from './0021-metric-tallies.ts'
import * as triggerPlansAndShards from './0022-trigger-plans-and-shards.ts'
import * as candidateCodesInByteOrder from './0023-candidate-codes-in-byte-order.ts'
import * as searchIndexPendingList from './0024-search-index-pending-list.ts'

/** Forward-only, applied in key order. A new migration is one more line here. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-jobs-and-pipelines': jobsAndPipelines,
  '0003-career-pages': careerPages,
  '0004-candidates-and-applications': candidatesAndApplications,
  '0005-interviews-evaluations-offers': interviewsEvaluationsOffers,
  '0006-api-keys': apiKeys,
  '0007-data-api-indexes': dataApiIndexes,
  '0008-imports-and-demo': importsAndDemo,
  '0009-metrics-indexes': metricsIndexes,
  '0010-metrics-analysis-indexes': metricsAnalysisIndexes,
  '0011-normalized-phones': normalizedPhones,
  '0012-tenant-settings': tenantSettings,
  '0013-background-tasks': backgroundTasks,
  '0014-webhooks': webhooks,
  '0015-emails': emails,
  '0016-cv-parsing': cvParsing,
  '0017-prefix-indexes': prefixIndexes,
  '0018-stage-facts': stageFacts,
  '0019-tenant-search-index': tenantSearchIndex,
  '0020-live-counts': liveCounts,
  '0021-metric-tallies': metricTallies,
  '0022-trigger-plans-and-shards': triggerPlansAndShards,
  '0023-candidate-codes-in-byte-order': candidateCodesInByteOrder,
  '0024-search-index-pending-list': searchIndexPendingList,
}
