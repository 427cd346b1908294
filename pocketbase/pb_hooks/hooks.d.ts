// What PocketBase's JS runtime (goja) has beside its own declarations (../types): CommonJS and the
// console. A handler requires a library by its path under the hooks folder
// (`${__hooks}/lib/<name>.js`): typed here as that file's exports, so a call into a library is
// checked against it, and a library missing from this list is an error where it is required.

declare const module: { exports: unknown }
declare const console: { log(...data: unknown[]): void; error(...data: unknown[]): void }

interface HookLibraries {
  agenda: typeof import("./lib/agenda.js")
  "assembleias-leitura": typeof import("./lib/assembleias-leitura.js")
  assembleias: typeof import("./lib/assembleias.js")
  "assembleias-emails": typeof import("./lib/assembleias-emails.js")
  "assembleias-rascunho": typeof import("./lib/assembleias-rascunho.js")
  "assembleias-trava": typeof import("./lib/assembleias-trava.js")
  "assembleias-edital": typeof import("./lib/assembleias-edital.js")
  "assembleias-sessao": typeof import("./lib/assembleias-sessao.js")
  arquivos: typeof import("./lib/arquivos.js")
  "associados-emails": typeof import("./lib/associados-emails.js")
  associados: typeof import("./lib/associados.js")
  atividades: typeof import("./lib/atividades.js")
  cargos: typeof import("./lib/cargos.js")
  "comunicados-emails": typeof import("./lib/comunicados-emails.js")
  comunicados: typeof import("./lib/comunicados.js")
  configuracoes: typeof import("./lib/configuracoes.js")
  "contas-emails": typeof import("./lib/contas-emails.js")
  contas: typeof import("./lib/contas.js")
  "contato-publico": typeof import("./lib/contato-publico.js")
  diretoria: typeof import("./lib/diretoria.js")
  domain: typeof import("./lib/domain.js")
  email: typeof import("./lib/email.js")
  "envios-modelos": typeof import("./lib/envios-modelos.js")
  envios: typeof import("./lib/envios.js")
  espacos: typeof import("./lib/espacos.js")
  execucoes: typeof import("./lib/execucoes.js")
  extratos: typeof import("./lib/extratos.js")
  galerias: typeof import("./lib/galerias.js")
  "importacao-emails": typeof import("./lib/importacao-emails.js")
  importacao: typeof import("./lib/importacao.js")
  "inscricoes-emails": typeof import("./lib/inscricoes-emails.js")
  inscricoes: typeof import("./lib/inscricoes.js")
  "lembretes-manual": typeof import("./lib/lembretes-manual.js")
  lembretes: typeof import("./lib/lembretes.js")
  mandatos: typeof import("./lib/mandatos.js")
  mensagens: typeof import("./lib/mensagens.js")
  "mensalidades-isencao": typeof import("./lib/mensalidades-isencao.js")
  mensalidades: typeof import("./lib/mensalidades.js")
  mudancas: typeof import("./lib/mudancas.js")
  painel: typeof import("./lib/painel.js")
  "painel-inicio": typeof import("./lib/painel-inicio.js")
  "painel-inicio-listas": typeof import("./lib/painel-inicio-listas.js")
  "painel-financeiro": typeof import("./lib/painel-financeiro.js")
  "painel-listas": typeof import("./lib/painel-listas.js")
  "painel-eventos": typeof import("./lib/painel-eventos.js")
  "painel-leituras": typeof import("./lib/painel-leituras.js")
  "painel-presidente": typeof import("./lib/painel-presidente.js")
  "pedido-socio-emails": typeof import("./lib/pedido-socio-emails.js")
  "pedido-socio": typeof import("./lib/pedido-socio.js")
  "prestacao-de-contas": typeof import("./lib/prestacao-de-contas.js")
  records: typeof import("./lib/records.js")
  "regras-aplicar": typeof import("./lib/regras-aplicar.js")
  "regras-fragmentos": typeof import("./lib/regras-fragmentos.js")
  regras: typeof import("./lib/regras.js")
  reservas: typeof import("./lib/reservas.js")
  retencao: typeof import("./lib/retencao.js")
  sessao: typeof import("./lib/sessao.js")
}

// The shared rules, as lib/domain.js asks for them: domain("reservas").
interface DomainModules {
  acessos: typeof import("../../app/domain/acessos.js")
  arquivos: typeof import("../../app/domain/arquivos.js")
  "arquivos-conteudo": typeof import("../../app/domain/arquivos-conteudo.js")
  "arquivos-imagem": typeof import("../../app/domain/arquivos-imagem.js")
  associacao: typeof import("../../app/domain/associacao.js")
  assembleias: typeof import("../../app/domain/assembleias.js")
  "assembleias-estatuto": typeof import("../../app/domain/assembleias-estatuto.js")
  associados: typeof import("../../app/domain/associados.js")
  busca: typeof import("../../app/domain/busca.js")
  campos: typeof import("../../app/domain/campos.js")
  cargos: typeof import("../../app/domain/cargos.js")
  "chave-pix": typeof import("../../app/domain/chave-pix.js")
  comunicados: typeof import("../../app/domain/comunicados.js")
  configuracoes: typeof import("../../app/domain/configuracoes.js")
  contas: typeof import("../../app/domain/contas.js")
  "cpf-cnpj": typeof import("../../app/domain/cpf-cnpj.js")
  datas: typeof import("../../app/domain/datas.js")
  email: typeof import("../../app/domain/email.js")
  envios: typeof import("../../app/domain/envios.js")
  escolinha: typeof import("../../app/domain/escolinha.js")
  espacos: typeof import("../../app/domain/espacos.js")
  extratos: typeof import("../../app/domain/extratos.js")
  "extratos-cpf": typeof import("../../app/domain/extratos-cpf.js")
  imagens: typeof import("../../app/domain/imagens.js")
  importacao: typeof import("../../app/domain/importacao.js")
  inscricoes: typeof import("../../app/domain/inscricoes.js")
  lembretes: typeof import("../../app/domain/lembretes.js")
  lgpd: typeof import("../../app/domain/lgpd.js")
  listas: typeof import("../../app/domain/listas.js")
  mandatos: typeof import("../../app/domain/mandatos.js")
  mensalidades: typeof import("../../app/domain/mensalidades.js")
  mudancas: typeof import("../../app/domain/mudancas.js")
  paginas: typeof import("../../app/domain/paginas.js")
  papeis: typeof import("../../app/domain/papeis.js")
  "pedido-socio": typeof import("../../app/domain/pedido-socio.js")
  "prestacao-de-contas": typeof import("../../app/domain/prestacao-de-contas.js")
  reservas: typeof import("../../app/domain/reservas.js")
  "rotas-api": typeof import("../../app/domain/rotas-api.js")
  texto: typeof import("../../app/domain/texto.js")
}

// The shared rules' own requires between themselves (TypeScript resolves those literal paths).
declare function require(path: `./${string}.js`): unknown
declare function require<N extends keyof DomainModules>(
  path: `${string}/app/domain/${N}.js`,
): DomainModules[N]
// A panel page's reader (lib/paginas/<page>.js, listed by lib/painel.js).
declare function require(path: `${string}/lib/paginas/${string}.js`): unknown
declare function require<N extends keyof HookLibraries>(path: `${string}/lib/${N}.js`): HookLibraries[N]
