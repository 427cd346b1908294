import { Link } from "@remix-run/react"

export function NotFound() {
  return (
    <div className="mx-auto grid max-w-xl place-items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-marca-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <Link
        to="/"
        className="mt-8 rounded-md bg-marca-700 px-5 py-2.5 font-semibold text-white hover:bg-marca-800"
      >
        Voltar para o início
      </Link>
    </div>
  )
}
