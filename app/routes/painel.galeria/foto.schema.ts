// The board's forms on /painel/galeria: a batch of photos sent together (each file is checked on its
// own by the action and by PocketBase, so one refused file does not lose the others) and one photo's
// title and date (with the photo's id, which its dialog sends). The title is the image's alternative
// text, so it is required.
import { z } from "~/forms/zod"
import { recordId, text } from "~/forms/fields"
import { DATA_INVALIDA } from "@veteranos/domain/campos"

const M = {
  titulo: "Informe um título: ele descreve a foto para quem não pode vê-la.",
  imagens: "Escolha ao menos uma foto.",
} as const

/** Room left in the title for the number a photo of a batch gets (" (10)"). */
const TITULO_MAX = 140

/** A checkbox: sent ("on") when ticked, absent when not. */
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean())

const fotoFields = {
  titulo: text(TITULO_MAX, M.titulo),
  data: z.string({ error: DATA_INVALIDA }).regex(/^\d{4}-\d{2}-\d{2}$/, DATA_INVALIDA),
  // A school photo's children (their ids), 'Nenhuma criança identificável' and 'Publicar': PocketBase
  // checks them (docs/decisions/youth-school.md#image-consent-in-the-gallery); the association's
  // photos send none.
  // Sent by a form that draws the marks; without it a save keeps the photo's marks and state.
  marcacao: z.literal("1").optional(),
  marcas: z.array(recordId()).default([]),
  sem_criancas: checkbox,
  publicada: checkbox,
}

export const envioFotosSchema = z.object({
  ...fotoFields,
  imagens: z
    .array(z.instanceof(File))
    .default([])
    .transform((files) => files.filter((file) => file.size > 0))
    .refine((files) => files.length > 0, M.imagens),
})

export const fotoSchema = z.object({ id: recordId(), ...fotoFields })

export type EnvioFotos = z.output<typeof envioFotosSchema>
export type FotoInput = z.output<typeof fotoSchema>
