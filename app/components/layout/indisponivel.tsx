// The page shown while the association's data service is down (a 503 with Retry-After): nothing is
// wrong with what the visitor did, and the site recovers by itself.
export function Indisponivel() {
  return (
    <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-8 text-center">
      <h1 className="text-2xl font-bold text-amber-900">Serviço temporariamente indisponível</h1>
      <p className="mt-2 text-amber-900">
        Não conseguimos acessar os dados da associação agora. Tente novamente em alguns instantes.
      </p>
    </div>
  )
}
