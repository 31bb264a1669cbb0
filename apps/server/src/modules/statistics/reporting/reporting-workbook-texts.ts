import type { Language, ReportingCard, ReportingFixedKey } from "@ondine/domain";

// The reporting workbook's words in the six product languages (the console's
// catalogues are the web's; the server writes the workbook itself).

export interface ReportingWorkbookTexts {
  /** The cards' titles: the sheets' names (31 characters at most, none of []:*?/\). */
  cards: Record<ReportingCard, string>;
  /** The header of the first column. */
  keyColumn: string;
  total: string;
  /** The title row: the card, the locations, the year. */
  title: (card: string, locations: string, year: number) => string;
  /** The fixed keys' row labels; volumes are converted to gigabytes. */
  keys: Record<ReportingFixedKey, string>;
  /** The row of codes made without an offer. */
  withoutOffer: string;
}

export const reportingWorkbookTexts: Record<Language, ReportingWorkbookTexts> = {
  fr: {
    cards: {
      turnover: "Chiffre d'affaires",
      stock: "Parc",
      service_use: "Utilisation du service",
      codes: "Codes",
      purchases: "Achats",
    },
    keyColumn: "Indicateur",
    total: "Total",
    title: (card, locations, year) => `${card} – ${locations} – ${year}`,
    keys: {
      "sales-revenues": "Ventes (€ HT)",
      coupons: "Codes vendus (€ HT)",
      refunds: "Remboursements (€ HT)",
      rooms_nb: "Nombre de chambres",
      user_number: "Pic d'utilisateurs simultanés",
      user_download: "Utilisateurs par chambre",
      download: "Volume téléchargé (Go)",
      upload: "Volume envoyé (Go)",
    },
    withoutOffer: "Sans offre",
  },
  en: {
    cards: {
      turnover: "Turnover",
      stock: "Stock",
      service_use: "Service use",
      codes: "Codes",
      purchases: "Purchases",
    },
    keyColumn: "Figure",
    total: "Total",
    title: (card, locations, year) => `${card} – ${locations} – ${year}`,
    keys: {
      "sales-revenues": "Sales (€ excl. VAT)",
      coupons: "Codes sold (€ excl. VAT)",
      refunds: "Refunds (€ excl. VAT)",
      rooms_nb: "Number of rooms",
      user_number: "Peak simultaneous users",
      user_download: "Users per room",
      download: "Downloaded (GB)",
      upload: "Uploaded (GB)",
    },
    withoutOffer: "Without an offer",
  },
  es: {
    cards: {
      turnover: "Facturación",
      stock: "Parque",
      service_use: "Uso del servicio",
      codes: "Códigos",
      purchases: "Compras",
    },
    keyColumn: "Indicador",
    total: "Total",
    title: (card, locations, year) => `${card} – ${locations} – ${year}`,
    keys: {
      "sales-revenues": "Ventas (€ sin IVA)",
      coupons: "Códigos vendidos (€ sin IVA)",
      refunds: "Reembolsos (€ sin IVA)",
      rooms_nb: "Número de habitaciones",
      user_number: "Pico de usuarios simultáneos",
      user_download: "Usuarios por habitación",
      download: "Volumen descargado (GB)",
      upload: "Volumen enviado (GB)",
    },
    withoutOffer: "Sin oferta",
  },
  de: {
    cards: {
      turnover: "Umsatz",
      stock: "Bestand",
      service_use: "Nutzung des Dienstes",
      codes: "Codes",
      purchases: "Käufe",
    },
    keyColumn: "Kennzahl",
    total: "Gesamt",
    title: (card, locations, year) => `${card} – ${locations} – ${year}`,
    keys: {
      "sales-revenues": "Verkäufe (€ netto)",
      coupons: "Verkaufte Codes (€ netto)",
      refunds: "Erstattungen (€ netto)",
      rooms_nb: "Anzahl der Zimmer",
      user_number: "Höchstzahl gleichzeitiger Nutzer",
      user_download: "Nutzer pro Zimmer",
      download: "Heruntergeladen (GB)",
      upload: "Hochgeladen (GB)",
    },
    withoutOffer: "Ohne Angebot",
  },
  nl: {
    cards: {
      turnover: "Omzet",
      stock: "Bestand",
      service_use: "Gebruik van de dienst",
      codes: "Codes",
      purchases: "Aankopen",
    },
    keyColumn: "Kengetal",
    total: "Totaal",
    title: (card, locations, year) => `${card} – ${locations} – ${year}`,
    keys: {
      "sales-revenues": "Verkopen (€ excl. btw)",
      coupons: "Verkochte codes (€ excl. btw)",
      refunds: "Terugbetalingen (€ excl. btw)",
      rooms_nb: "Aantal kamers",
      user_number: "Piek gelijktijdige gebruikers",
      user_download: "Gebruikers per kamer",
      download: "Gedownload (GB)",
      upload: "Geüpload (GB)",
    },
    withoutOffer: "Zonder aanbod",
  },
  zh: {
    cards: {
      turnover: "营业额",
      stock: "客房存量",
      service_use: "服务使用情况",
      codes: "访问码",
      purchases: "购买",
    },
    keyColumn: "指标",
    total: "合计",
    title: (card, locations, year) => `${card} – ${locations} – ${year}年`,
    keys: {
      "sales-revenues": "销售额（欧元，不含税）",
      coupons: "已售访问码（欧元，不含税）",
      refunds: "退款（欧元，不含税）",
      rooms_nb: "客房数量",
      user_number: "同时在线用户峰值",
      user_download: "每间客房用户比例",
      download: "下载量（GB）",
      upload: "上传量（GB）",
    },
    withoutOffer: "无套餐",
  },
};
