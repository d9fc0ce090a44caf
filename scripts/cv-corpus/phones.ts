import type { Random } from './random.ts'

/**
 * Vietnamese mobile numbers (10 digits, a carrier prefix 03x, 05x, 07x, 08x or 09x) written every
 * way CVs write them; the label is always the E.164 form.
 */
const MOBILE_PREFIXES = [
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
  '052',
  '056',
  '058',
  '059',
  '070',
  '076',
  '077',
  '078',
  '079',
  '081',
  '082',
  '083',
  '084',
  '085',
  '086',
  '088',
  '089',
  '090',
  '091',
  '093',
  '094',
  '096',
  '097',
  '098',
] as const

export const PHONE_STYLES = ['spaced', 'dotted', 'intl-spaced', 'intl-paren-dashed', 'dashed', 'bare-84', 'plain'] as const
export type PhoneStyle = (typeof PHONE_STYLES)[number]

/** A national number: "0912345678". */
export function randomMobile(random: Random): string {
  let rest = ''
  for (let i = 0; i < 7; i++) rest += String(random.int(0, 9))
  return random.pick(MOBILE_PREFIXES) + rest
}

export function toE164(national: string): string {
  return `+84${national.slice(1)}`
}

/** "0912345678" in a style: 0912 345 678, 0912.345.678, +84 912 345 678, (+84) 91-234-5678, 0987-654-321, 84 903 123 456. */
export function formatPhone(national: string, style: PhoneStyle): string {
  const subscriber = national.slice(1) // 912345678
  const [a, b, c] = [national.slice(0, 4), national.slice(4, 7), national.slice(7)]
  switch (style) {
    case 'spaced':
      return `${a} ${b} ${c}`
    case 'dotted':
      return `${a}.${b}.${c}`
    case 'dashed':
      return `${a}-${b}-${c}`
    case 'intl-spaced':
      return `+84 ${subscriber.slice(0, 3)} ${subscriber.slice(3, 6)} ${subscriber.slice(6)}`
    case 'intl-paren-dashed':
      return `(+84) ${subscriber.slice(0, 2)}-${subscriber.slice(2, 5)}-${subscriber.slice(5)}`
    case 'bare-84':
      return `84 ${subscriber.slice(0, 3)} ${subscriber.slice(3, 6)} ${subscriber.slice(6)}`
    case 'plain':
      return national
  }
}
