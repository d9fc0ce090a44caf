/**
 * Provinces with their official two-digit codes (General Statistics Office numbering of the 63
 * provinces), the districts a big city's people name, and the region a candidate moves within.
 */
export interface Province {
  code: string
  name: string
  region: 'north' | 'central' | 'south'
  districts?: readonly string[]
}

export const PROVINCES: readonly Province[] = [
  {
    code: '01',
    name: 'Hà Nội',
    region: 'north',
    districts: [
      'Cầu Giấy',
      'Đống Đa',
      'Thanh Xuân',
      'Hai Bà Trưng',
      'Ba Đình',
      'Hoàng Mai',
      'Long Biên',
      'Nam Từ Liêm',
      'Bắc Từ Liêm',
      'Hà Đông',
      'Tây Hồ',
    ],
  },
  {
    code: '79',
    name: 'TP. Hồ Chí Minh',
    region: 'south',
    districts: ['Quận 1', 'Quận 3', 'Quận 7', 'Quận 10', 'Bình Thạnh', 'Phú Nhuận', 'Tân Bình', 'Gò Vấp', 'Thủ Đức', 'Tân Phú', 'Bình Tân'],
  },
  {
    code: '48',
    name: 'Đà Nẵng',
    region: 'central',
    districts: ['Hải Châu', 'Thanh Khê', 'Sơn Trà', 'Ngũ Hành Sơn', 'Liên Chiểu', 'Cẩm Lệ'],
  },
  { code: '31', name: 'Hải Phòng', region: 'north', districts: ['Lê Chân', 'Ngô Quyền', 'Hồng Bàng', 'Hải An'] },
  { code: '92', name: 'Cần Thơ', region: 'south', districts: ['Ninh Kiều', 'Cái Răng', 'Bình Thủy'] },
  { code: '27', name: 'Bắc Ninh', region: 'north' },
  { code: '33', name: 'Hưng Yên', region: 'north' },
  { code: '30', name: 'Hải Dương', region: 'north' },
  { code: '26', name: 'Vĩnh Phúc', region: 'north' },
  { code: '19', name: 'Thái Nguyên', region: 'north' },
  { code: '22', name: 'Quảng Ninh', region: 'north' },
  { code: '36', name: 'Nam Định', region: 'north' },
  { code: '34', name: 'Thái Bình', region: 'north' },
  { code: '37', name: 'Ninh Bình', region: 'north' },
  { code: '38', name: 'Thanh Hóa', region: 'north' },
  { code: '40', name: 'Nghệ An', region: 'central' },
  { code: '42', name: 'Hà Tĩnh', region: 'central' },
  { code: '44', name: 'Quảng Bình', region: 'central' },
  { code: '46', name: 'Thừa Thiên Huế', region: 'central' },
  { code: '49', name: 'Quảng Nam', region: 'central' },
  { code: '51', name: 'Quảng Ngãi', region: 'central' },
  { code: '52', name: 'Bình Định', region: 'central' },
  { code: '56', name: 'Khánh Hòa', region: 'central' },
  { code: '66', name: 'Đắk Lắk', region: 'central' },
  { code: '68', name: 'Lâm Đồng', region: 'south' },
  { code: '74', name: 'Bình Dương', region: 'south' },
  { code: '75', name: 'Đồng Nai', region: 'south' },
  { code: '77', name: 'Bà Rịa - Vũng Tàu', region: 'south' },
  { code: '80', name: 'Long An', region: 'south' },
  { code: '82', name: 'Tiền Giang', region: 'south' },
  { code: '89', name: 'An Giang', region: 'south' },
  { code: '91', name: 'Kiên Giang', region: 'south' },
]

export function provinceByCode(code: string): Province {
  const found = PROVINCES.find((p) => p.code === code)
  if (!found) throw new RangeError(`unknown province ${code}`)
  return found
}

/** Where the demo company has offices, and so where its jobs are. */
export const OFFICES = [
  { province: '01', display: 'Hà Nội' },
  { province: '79', display: 'TP. Hồ Chí Minh' },
  { province: '48', display: 'Đà Nẵng' },
] as const

export type Office = (typeof OFFICES)[number]

/**
 * Valid Vietnamese mobile prefixes after +84 (Viettel, Vinaphone, MobiFone, Vietnamobile,
 * Gmobile), each followed by seven digits.
 */
export const MOBILE_PREFIXES = [
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '39',
  '86',
  '96',
  '97',
  '98',
  '81',
  '82',
  '83',
  '84',
  '85',
  '88',
  '91',
  '94',
  '70',
  '76',
  '77',
  '78',
  '79',
  '89',
  '90',
  '93',
  '52',
  '56',
  '58',
  '92',
  '59',
  '99',
] as const
