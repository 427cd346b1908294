// @ts-check
// Personal data under the LGPD: how long the association has to answer a person
// (docs/decisions/lgpd-and-privacy.md#deletion-requests), and how long it keeps what it no longer needs
// (docs/decisions/lgpd-and-privacy.md#retention).

/** Days the association has to answer a person's request about their data (LGPD art. 19, II). */
const LGPD_PRAZO_DIAS = 15

/**
 * Months a decided membership request or an answered message is kept, unless RETENCAO_MESES says
 * otherwise (read by the site's configuration and PocketBase's daily purge alike).
 */
const RETENCAO_MESES_PADRAO = 12

/** The daily retention purge's name (its cron id and its runs' `tarefa`). */
const TAREFA_RETENCAO = "retencao"

exports.LGPD_PRAZO_DIAS = LGPD_PRAZO_DIAS
exports.TAREFA_RETENCAO = TAREFA_RETENCAO
exports.RETENCAO_MESES_PADRAO = RETENCAO_MESES_PADRAO
