/**
 * The problems of a customers file whose row 2 is good and whose next rows are the classic bad ones: no name
 * (row 3), "not-an-email" (row 4) and row 2's email again (row 5). The Google Drive sandbox's broken sheet is
 * such a file.
 */
export const brokenCustomerProblems = (rowTwoEmail: string) => [
  { row: 3, field: 'name', message: 'name is required.' },
  { row: 4, field: 'email', message: '"not-an-email" is not a valid email address.' },
  { row: 5, field: 'email', message: `Duplicate email "${rowTwoEmail}" (first on row 2).` },
];
