// A list's search as a GET form (?q=ana): the result is a page, with or without JavaScript.
import { Form, useLocation } from "@remix-run/react"
import { Button } from "~/components/ui/button"
import { DIALOG_PARAMS } from "~/utils/list-params"

export function SearchForm({ label, placeholder }: { label: string; placeholder?: string }) {
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  // The other parameters (tab, filters) stay; a new search starts at the first page, dialog closed.
  const dropped = new Set<string>(["q", "pagina", ...DIALOG_PARAMS])
  const kept = [...params].filter(([name]) => !dropped.has(name))
  return (
    <Form method="get" action={pathname} role="search" className="flex flex-wrap items-end gap-2">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="grid flex-1 gap-1 text-sm font-medium text-gray-800">
        {label}
        <input
          type="search"
          name="q"
          defaultValue={params.get("q") ?? ""}
          placeholder={placeholder}
          className="block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-marca-600 focus:outline-none focus:ring-2 focus:ring-marca-200"
        />
      </label>
      <Button type="submit" variant="secondary">
        Buscar
      </Button>
    </Form>
  )
}
