// SPEC.md section 8: a failed read of a public list is logged and shows the empty state; the page
// still answers.
export async function orEmpty<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read()
  } catch (error) {
    console.error(`Falha ao ler ${what}:`, error instanceof Error ? error.message : error)
    return []
  }
}
