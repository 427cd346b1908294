// Documents and photos the board publishes: every change enters the activity record, in the same
// transaction as the change (lib/atividades.js). Types and sizes are the file fields' own checks.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "documentos",
    (r) => `Publicou o documento ${r.getString("nome")}`,
  )
}, "documentos")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "documentos",
    (r) => `Editou o documento ${r.getString("nome")}`,
  )
}, "documentos")

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "documentos",
    (r) => `Excluiu o documento ${r.getString("nome")}`,
  )
}, "documentos")

onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/atividades.js`).withAtividade(e, e.record.collection().name, (r) =>
      require(`${__hooks}/lib/galerias.js`).describeFoto("Enviou", r),
    )
  },
  "fotos",
  "galeria_escolinha",
)

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/atividades.js`).withAtividade(e, e.record.collection().name, (r) =>
      require(`${__hooks}/lib/galerias.js`).describeFoto("Editou", r),
    )
  },
  "fotos",
  "galeria_escolinha",
)

onRecordDeleteRequest(
  (e) => {
    require(`${__hooks}/lib/atividades.js`).withAtividade(e, e.record.collection().name, (r) =>
      require(`${__hooks}/lib/galerias.js`).describeFoto("Excluiu", r),
    )
  },
  "fotos",
  "galeria_escolinha",
)
