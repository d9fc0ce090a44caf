/** A tenant as other modules read it: whose data it is, and how the company is named and addressed. */
export interface Tenant {
  id: string
  code: string
  name: string
}
