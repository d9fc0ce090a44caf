import type { Actor } from '../../platform/auth/principal.ts'
import { Conflict } from '../../platform/errors.ts'
import type { CareerPagesService } from '../career-pages/career-pages.service.ts'

/** The demo company's career site, at /careers/demo-company (`demo` itself is a reserved name). */
export const DEMO_CAREERS_SUBDOMAIN = 'demo-company'

const DEMO_PAGE = {
  subdomain: DEMO_CAREERS_SUBDOMAIN,
  title: 'Cơ hội nghề nghiệp tại Demo Company',
  tagline: 'Cùng chúng tôi xây dựng sản phẩm cho hàng triệu người Việt',
  about_html:
    '<p>Demo Company là công ty công nghệ có văn phòng tại Hà Nội, TP. Hồ Chí Minh và Đà Nẵng. ' +
    'Chúng tôi tìm những đồng nghiệp <strong>ham học hỏi</strong>, làm việc tận tâm và thích chia sẻ.</p>',
  theme: { primary_color: '#0f766e', accent_color: '#0f766e' },
}

/**
 * Publishes the demo company's career page, so that a first start has a site to open. A name
 * another company already holds (a shared database) leaves the demo without one rather than
 * stopping the start.
 */
export async function publishDemoCareerPage(careerPages: Pick<CareerPagesService, 'create' | 'publish'>, actor: Actor): Promise<void> {
  try {
    const page = await careerPages.create(actor, DEMO_PAGE)
    await careerPages.publish(actor, page.id, undefined)
  } catch (error) {
    if (!(error instanceof Conflict)) throw error
  }
}

/** The subdomain of the demo company's published career page, for the start-up banner; none when it has none. */
export async function demoCareersSubdomain(careerPages: Pick<CareerPagesService, 'list'>, tenantId: string): Promise<string | undefined> {
  const actor: Actor = { tenantId, userId: null, role: null, actorType: 'system', requestId: null }
  const published = await careerPages.list(actor, { is_published: true }, { page: 1, page_size: 1 })
  return published.items[0]?.subdomain
}
