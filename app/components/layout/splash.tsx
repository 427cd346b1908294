/** The first-visit splash (docs/decisions/scripts-and-hydration.md#the-splash-needs-no-javascript): CSS only, see `.splash` in tailwind.css. */
export function Splash({ nome }: { nome: string }) {
  return (
    <div
      className="splash pointer-events-none fixed inset-0 z-50 grid place-items-center bg-marca-700 text-white"
      aria-hidden="true"
      data-testid="splash"
    >
      <div className="text-center">
        <p className="px-6 text-2xl font-bold">{nome}</p>
        <p className="mt-3 text-marca-100">Carregando...</p>
      </div>
    </div>
  )
}
