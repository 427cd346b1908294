// The public site's pages, those a visitor reaches from its menus and footer: what the sitemap lists
// (app/features/site/sitemap.server.ts), and what the benchmark and the browser tests visit.
export const PAGINAS_PUBLICAS = [
  "/",
  "/eventos",
  "/escolinha",
  "/galeria",
  "/documentos",
  "/diretoria",
  "/contato",
  "/associar",
  "/privacidade",
]
