import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import type { ApplicationStatus, StageRef } from './applications.port.ts'
import { viewApplication } from './application-view.ts'

/**
 * The webhook events of an application's changes, published in the change's transaction: their
 * `data` is read through that transaction once the change is written, so it is what GET answers
 * once the change commits. Imports write through `importApplication`, which announces nothing.
 */
export function createApplicationEvents(events: EventPublisher) {
  return {
    created: (trx: Transaction<DB>, tenantId: string, id: string) =>
      events.publish(trx, tenantId, 'application.created', () => viewApplication(trx, tenantId, id)),
    stageChanged: (trx: Transaction<DB>, tenantId: string, id: string, from: StageRef | undefined, to: StageRef) =>
      events.publish(trx, tenantId, 'application.stage_changed', async () => ({
        ...(await viewApplication(trx, tenantId, id)),
        from_stage: from ? { id: from.id, name: from.name } : null,
        to_stage: { id: to.id, name: to.name },
      })),
    statusChanged: (trx: Transaction<DB>, tenantId: string, id: string, from: ApplicationStatus, to: ApplicationStatus) =>
      events.publish(trx, tenantId, 'application.status_changed', async () => ({
        ...(await viewApplication(trx, tenantId, id)),
        from_status: from,
        to_status: to,
      })),
  }
}

export type ApplicationEvents = ReturnType<typeof createApplicationEvents>
