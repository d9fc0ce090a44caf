/**
 * Vietnamese personal names: family name first, then one or two middle names, then the given
 * name. The family names are weighted roughly as they occur (Nguyễn alone is about four in ten).
 */
export const FAMILY_NAMES = [
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Trần',
  'Trần',
  'Lê',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Phan',
  'Vũ',
  'Ngô',
  'Dương',
] as const

export const MIDDLE_NAMES = {
  male: ['Văn', 'Đức', 'Minh', 'Quang', 'Hữu', 'Thành', 'Công', 'Tuấn', 'Gia', 'Hoàng'],
  female: ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Thùy', 'Phương', 'Hồng', 'Kim', 'Bảo', 'Khánh'],
} as const

export const GIVEN_NAMES = {
  male: [
    'An',
    'Bảo',
    'Cường',
    'Dũng',
    'Hải',
    'Hiếu',
    'Huy',
    'Khoa',
    'Long',
    'Nam',
    'Phong',
    'Quân',
    'Sơn',
    'Thắng',
    'Trung',
    'Tùng',
    'Việt',
    'Đạt',
  ],
  female: [
    'Anh',
    'Chi',
    'Dung',
    'Giang',
    'Hà',
    'Hằng',
    'Hương',
    'Lan',
    'Linh',
    'Mai',
    'Ngân',
    'Nhung',
    'Oanh',
    'Quỳnh',
    'Thảo',
    'Trang',
    'Vy',
    'Yến',
  ],
} as const

export type Gender = keyof typeof GIVEN_NAMES
