// A message about the whole page or form (not one field): a failure, a success, a notice.
import type { ReactNode } from "react"
import { Icon, type IconName } from "~/components/ui/icon"

type Tone = "error" | "success" | "info"

const TONES: Record<Tone, { className: string; icon: IconName }> = {
  error: { className: "border-red-300 bg-red-50 text-red-900", icon: "alert" },
  success: { className: "border-marca-300 bg-marca-50 text-marca-950", icon: "check" },
  info: { className: "border-sky-300 bg-sky-50 text-sky-950", icon: "alert" },
}

/** role="alert": read out when it appears, also when the server renders it after a POST without JavaScript. */
export function Alert({
  title,
  children,
  tone = "error",
  id,
  className = "",
}: {
  title?: ReactNode
  children?: ReactNode
  tone?: Tone
  id?: string
  className?: string
}) {
  const { className: toneClass, icon } = TONES[tone]
  return (
    <div
      role="alert"
      id={id}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 ${toneClass} ${className}`}
    >
      <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-sm">{children}</div> : null}
      </div>
    </div>
  )
}
