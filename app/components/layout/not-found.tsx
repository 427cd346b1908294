import { ButtonLink } from "~/components/ui/button"

export function NotFound() {
  return (
    <div className="mx-auto grid max-w-xl place-items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-marca-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <ButtonLink to="/" className="mt-8">
        Voltar para o início
      </ButtonLink>
    </div>
  )
}
