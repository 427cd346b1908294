// The association's details for every page, read from its settings in PocketBase (the one
// `configuracoes` record, public, so read without a token; docs/decisions/server-and-operation.md#configuration).
// Kept a few seconds, so a burst of pages costs one read; the settings page's save forgets it at
// once, so a saved change shows on the next view of every page. When PocketBase cannot be read the
// pages still render: with the last details read, else the shared table's defaults (logged).
import { CAMPO_NOMES, CONFIGURACOES_COLECAO, CONFIGURACOES_ID } from "@veteranos/domain/associacao"
import { initialConfiguracoes, type Configuracoes } from "@veteranos/domain/configuracoes"
import { getEnv } from "~/http/env.server"
import { orFallback } from "~/http/fallback.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { siteConfigOf, type SiteConfig } from "~/http/site-config"

export type { SiteConfig }

/** How long the details read are reused. */
const KEEP_MS = 5_000

/** The settings' values in a record, each missing one (a field added later) from the defaults. */
function valuesOf(record: Record<string, unknown>): Configuracoes {
  const values = initialConfiguracoes(() => "")
  for (const nome of CAMPO_NOMES) {
    const value = record[nome]
    if (typeof value === "string" || typeof value === "number") values[nome] = value
  }
  return values
}

let lastGood: SiteConfig | null = null
// Bumped by each save: a read started before it must not be kept after it.
let generation = 0
let kept: { generation: number; until: number; config: SiteConfig } | null = null
let reading: { generation: number; config: Promise<SiteConfig> } | null = null

async function read(asOf: number): Promise<SiteConfig> {
  const { RETENCAO_MESES } = getEnv()
  const fresh = createPocketBase()
    .collection(CONFIGURACOES_COLECAO)
    .getOne(CONFIGURACOES_ID)
    .then((record) => {
      lastGood = siteConfigOf(valuesOf(record), RETENCAO_MESES)
      return lastGood
    })
  const fallback =
    lastGood ??
    siteConfigOf(
      initialConfiguracoes(() => ""),
      RETENCAO_MESES,
    )
  const config = await orFallback("as configurações da associação", fresh, fallback)
  // A failed read is kept too: a PocketBase that is down costs one wait per few seconds, not one per page.
  if (asOf === generation) kept = { generation: asOf, until: Date.now() + KEEP_MS, config }
  return config
}

/** The association's details as the pages use them (SiteConfig). */
export function getSiteConfig(): Promise<SiteConfig> {
  if (kept && kept.generation === generation && Date.now() < kept.until) return Promise.resolve(kept.config)
  if (!reading || reading.generation !== generation) {
    const current = { generation, config: read(generation) }
    reading = current
    void current.config.finally(() => {
      if (reading === current) reading = null
    })
  }
  return reading.config
}

/** Forgets the details read: the next page reads them again (after the settings are saved). */
export function forgetSiteConfig() {
  generation += 1
  kept = null
}
