/**
 * The average of the grades given (nulls left out), to one decimal: a term's average of its
 * subjects, as the Homes show it. Null when there is none.
 */
export function averageOf(grades: readonly (number | null)[]): number | null {
  const given = grades.filter((grade): grade is number => grade !== null);
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, grade) => sum + grade, 0) / given.length) * 10) / 10;
}

/** "89.5", or "90" for a whole number. */
export function averageText(average: number): string {
  return Number.isInteger(average) ? String(average) : average.toFixed(1);
}
