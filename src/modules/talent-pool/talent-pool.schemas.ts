import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { Nullable, Timestamp, Uuid } from '../../platform/schemas.ts'

const Tags = () => Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50, uniqueItems: true })

export const TalentPoolEntry = Type.Object(
  {
    candidate: Type.Object({
      id: Uuid(),
      code: Type.String(),
      full_name: Type.String(),
      email: Nullable(Type.String()),
    }),
    note: Nullable(Type.String()),
    tags: Type.Array(Type.String(), { description: 'Labels of the pool entry, separate from the candidate’s own tags' }),
    added_by: Nullable(Uuid({ description: 'The user who added the candidate' })),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'TalentPoolEntry' },
)

export const TalentPoolPage = Page(TalentPoolEntry)

export const TalentPoolListQuery = Type.Intersect([
  PageQuery(100),
  Type.Object({
    search: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Candidate name, e-mail, phone or code, as on GET /candidates. Under 3 characters: names starting with it.',
      }),
    ),
    tag: Type.Optional(Type.String({ maxLength: 50, description: 'Entries carrying this tag' })),
  }),
])

export const AddToTalentPoolBody = Type.Object(
  {
    candidate_id: Uuid(),
    note: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
    tags: Type.Optional(Tags()),
  },
  { additionalProperties: false },
)

export const CandidateIdParams = Type.Object({ candidate_id: Uuid() })
