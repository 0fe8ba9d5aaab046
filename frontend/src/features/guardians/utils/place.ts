/** "Grade 7 - Rizal", or "No section" for a student the school has not placed yet. */
export function placeOf(student: { level: string | null; section: string | null }): string {
  return student.level && student.section ? `${student.level} - ${student.section}` : 'No section';
}
