// The board's forms on /painel/eventos: an event (its date and time typed in São Paulo time, an
// optional image within the collection's limits) and an entry of the yearly calendar.
import { z } from "~/forms/zod"
import { optionalText, text } from "~/forms/fields"
import { IMAGEM_ARQUIVO } from "@veteranos/domain/arquivos-imagem"
import { DATA_INVALIDA } from "@veteranos/domain/campos"
import { MESES } from "@veteranos/domain/datas"

const M = {
  titulo: "Título é obrigatório",
  data: DATA_INVALIDA,
  hora: "Hora inválida",
  capacidade: "Informe um número inteiro de pessoas (0 ou mais)",
  mes: "Escolha o mês",
  evento: "Descreva o evento",
  inscricoesAmbas: "Informe a data e a hora, ou deixe as duas em branco",
  inscricoesDepois: "As inscrições devem terminar até o início do evento",
} as const

/** An uploaded image: none (an empty file input) or one within the limits. */
export const imagem = z
  .instanceof(File)
  .optional()
  .transform((file) => (file && file.size > 0 ? file : undefined))
  .refine(
    (file) => !file || (IMAGEM_ARQUIVO.tipos as readonly string[]).includes(file.type),
    IMAGEM_ARQUIVO.tipoRecusado,
  )
  .refine((file) => !file || file.size <= IMAGEM_ARQUIVO.maxBytes, IMAGEM_ARQUIVO.grande)

// A date and a time typed apart, as São Paulo wall time: the event's start, and when sign-up closes.
const dia = z.string({ error: M.data }).regex(/^\d{4}-\d{2}-\d{2}$/, M.data)
const hora = z.string({ error: M.hora }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.hora)

export const eventoSchema = z
  .object({
    titulo: text(150, M.titulo),
    descricao: optionalText(2000),
    data: dia,
    hora,
    localizacao: optionalText(200),
    capacidade: z.coerce.number({ error: M.capacidade }).int(M.capacidade).min(0, M.capacidade).default(0),
    imagem,
    remover_imagem: z.literal("on").optional(),
    // Both or neither; neither: sign-up closes as the event begins.
    inscricoes_ate_data: dia.optional(),
    inscricoes_ate_hora: hora.optional(),
  })
  .superRefine((v, ctx) => {
    const { inscricoes_ate_data: ateData, inscricoes_ate_hora: ateHora } = v
    if (!ateData !== !ateHora) {
      const path = ateData ? "inscricoes_ate_hora" : "inscricoes_ate_data"
      ctx.addIssue({ code: "custom", path: [path], message: M.inscricoesAmbas })
    } else if (ateData && ateHora && `${ateData}T${ateHora}` > `${v.data}T${v.hora}`) {
      // Both are São Paulo wall times written alike, so their text compares as their order.
      ctx.addIssue({ code: "custom", path: ["inscricoes_ate_data"], message: M.inscricoesDepois })
    }
  })

export type EventoInput = z.output<typeof eventoSchema>

export const calendarioSchema = z.object({
  mes: z.enum(MESES, { error: M.mes }),
  evento: text(200, M.evento),
})
