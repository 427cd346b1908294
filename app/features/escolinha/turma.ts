// A class as the pages show it (`turmas`, and the public `turmas_vagas` view): the birth years it
// takes, its days and times, its place and its places.
export type Turma = {
  id: string
  nome: string
  ano_inicio: number
  ano_fim: number
  dias: string[]
  hora_inicio: string
  hora_fim: string
  local: string
  vagas: number
}
