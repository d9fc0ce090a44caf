import { Type } from 'typebox'

/** A query parameter rather than a body: the usual call is a bare POST, the full demo. */
export const FillDemoQuery = Type.Object(
  {
    scale: Type.Optional(
      Type.Number({
        minimum: 0.02,
        maximum: 1,
        default: 1,
        description: 'How much history: 1 is about 25 jobs, 700 candidates and 1,000 applications; 0.1 a tenth of that',
      }),
    ),
  },
  { additionalProperties: false },
)

const Count = (description: string) => Type.Integer({ minimum: 0, description })

export const DemoSummary = Type.Object(
  {
    jobs: Count('Demo jobs written'),
    candidates: Count('Demo candidates written'),
    applications: Count('Demo applications written, each with its stage history'),
    interviews: Count('Demo interviews written'),
    evaluations: Count('Demo evaluations written'),
    offers: Count('Demo offer versions written'),
    members: Count('Demo members created: the recruiters, hiring manager and interviewers the history names'),
  },
  { $id: 'DemoDataSummary' },
)
