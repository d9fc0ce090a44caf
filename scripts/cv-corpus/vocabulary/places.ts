/**
 * Where people live and studied. Universities carry the Vietnamese name a Vietnamese CV writes
 * and the English name an English CV writes; `kind` says whose degrees they grant.
 */
export interface University {
  vi: string
  en: string
  kind: 'tech' | 'business' | 'both'
}

export const UNIVERSITIES: readonly University[] = [
  { vi: 'Đại học Bách Khoa Hà Nội', en: 'Hanoi University of Science and Technology', kind: 'tech' },
  { vi: 'Đại học Công nghệ - ĐHQG Hà Nội', en: 'VNU University of Engineering and Technology', kind: 'tech' },
  { vi: 'Học viện Công nghệ Bưu chính Viễn thông', en: 'Posts and Telecommunications Institute of Technology', kind: 'tech' },
  { vi: 'Đại học Bách khoa TP.HCM', en: 'Ho Chi Minh City University of Technology', kind: 'tech' },
  { vi: 'Đại học Khoa học Tự nhiên TP.HCM', en: 'University of Science, VNU-HCM', kind: 'tech' },
  { vi: 'Đại học FPT', en: 'FPT University', kind: 'both' },
  { vi: 'Đại học RMIT Việt Nam', en: 'RMIT University', kind: 'both' },
  { vi: 'Đại học Kinh tế Quốc dân', en: 'National Economics University', kind: 'business' },
  { vi: 'Đại học Ngoại thương', en: 'Foreign Trade University', kind: 'business' },
  { vi: 'Học viện Tài chính', en: 'Academy of Finance', kind: 'business' },
  { vi: 'Đại học Kinh tế TP.HCM', en: 'University of Economics Ho Chi Minh City', kind: 'business' },
  { vi: 'Đại học Thương mại', en: 'Thuongmai University', kind: 'business' },
]

/** Postgraduate degrees a second education entry may carry. */
export const MASTER_DEGREES = {
  tech: { vi: 'Thạc sĩ Khoa học Máy tính', en: 'Master of Computer Science' },
  business: { vi: 'Thạc sĩ Quản trị Kinh doanh', en: 'Master of Business Administration' },
} as const

export const ADDRESSES = [
  'Số 12 ngõ 34 Trần Duy Hưng, Cầu Giấy, Hà Nội',
  'Quận Cầu Giấy, Hà Nội',
  'Phường Dịch Vọng Hậu, Cầu Giấy, Hà Nội',
  '25 Nguyễn Thị Minh Khai, Quận 1, TP. Hồ Chí Minh',
  'Quận Bình Thạnh, TP. Hồ Chí Minh',
  'Thành phố Thủ Đức, TP. Hồ Chí Minh',
  '102 Lê Duẩn, Hải Châu, Đà Nẵng',
  'Long Biên, Hà Nội',
  'Quận 7, TP.HCM',
] as const
