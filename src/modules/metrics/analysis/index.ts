import type { Static } from 'typebox'
import { Type } from 'typebox'
import type { Database } from '../../../db/database.ts'
import type { MetricsScope } from '../scope.ts'

// Placeholder while the analysis tables are written (replaced by the analysis helper).
export const ANALYSIS_SCHEMAS = {}
const Analysis = Type.Object(ANALYSIS_SCHEMAS)
export type AnalysisTables = Static<typeof Analysis>

export async function computeAnalysis(_db: Database, _scope: MetricsScope): Promise<AnalysisTables> {
  return {}
}
