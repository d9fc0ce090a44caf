/**
 * Vietnamese names as people carry them: family name, middle name, given name. Family names are
 * weighted roughly by how common they are (Nguyễn alone is about a third of the population);
 * middle and given names are drawn by gender, because they say it.
 */
export const FAMILY_NAMES: readonly (readonly [string, number])[] = [
  ['Nguyễn', 31],
  ['Trần', 11],
  ['Lê', 9],
  ['Phạm', 7],
  ['Hoàng', 4],
  ['Huỳnh', 4],
  ['Phan', 4],
  ['Vũ', 4],
  ['Võ', 3],
  ['Đặng', 2],
  ['Bùi', 2],
  ['Đỗ', 2],
  ['Hồ', 1.5],
  ['Ngô', 1.5],
  ['Dương', 1],
  ['Lý', 1],
  ['Đinh', 1],
  ['Trương', 1],
  ['Mai', 0.5],
  ['Lâm', 0.5],
  ['Tạ', 0.4],
  ['Cao', 0.4],
  ['Đoàn', 0.5],
  ['Lương', 0.4],
]

export const MIDDLE_NAMES = {
  male: ['Văn', 'Đức', 'Minh', 'Quang', 'Hữu', 'Thành', 'Công', 'Tuấn', 'Hoàng', 'Xuân', 'Duy', 'Anh', 'Trọng', 'Gia', 'Quốc', 'Đình', 'Tiến', 'Mạnh'],
  female: ['Thị', 'Thị', 'Ngọc', 'Thu', 'Thanh', 'Thùy', 'Phương', 'Minh', 'Bảo', 'Khánh', 'Hải', 'Mai', 'Hồng', 'Kim', 'Diệu', 'Quỳnh', 'Thảo', 'Hoài'],
} as const

export const GIVEN_NAMES = {
  male: [
    'An', 'Bảo', 'Bình', 'Cường', 'Dũng', 'Duy', 'Đạt', 'Đức', 'Hải', 'Hiếu', 'Hoàng', 'Hùng', 'Huy', 'Khánh', 'Khoa', 'Kiên',
    'Long', 'Lâm', 'Lộc', 'Minh', 'Nam', 'Nghĩa', 'Phong', 'Phúc', 'Quân', 'Quang', 'Sơn', 'Tài', 'Thắng', 'Thành', 'Thịnh',
    'Tiến', 'Toàn', 'Trung', 'Tuấn', 'Tùng', 'Việt', 'Vinh', 'Vũ', 'Hưng', 'Khải', 'Nhật', 'Đông', 'Hiển', 'Kiệt',
  ],
  female: [
    'Anh', 'Chi', 'Dung', 'Giang', 'Hà', 'Hạnh', 'Hằng', 'Hiền', 'Hoa', 'Hồng', 'Hương', 'Huyền', 'Lan', 'Linh', 'Loan', 'Ly',
    'Mai', 'My', 'Nga', 'Ngân', 'Ngọc', 'Nhung', 'Oanh', 'Phương', 'Quỳnh', 'Thảo', 'Thu', 'Thủy', 'Trang', 'Trinh', 'Uyên',
    'Vân', 'Yến', 'Hậu', 'Diệp', 'Nhi', 'Tâm', 'Vy', 'Thư', 'Duyên', 'Khuê', 'Lụa', 'Gấm', 'Tuyết', 'Xuân',
  ],
} as const

export type NameGender = keyof typeof GIVEN_NAMES
