import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type Language, legalPageMaxBytes, legalPages, supportedLanguages } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { defaultLegalContentDir } from "../../server-package";

// The texts shipped in content/legal (docs/legal.md): every page in every product language, each
// privacy page true to the tables (apps/server/src/db/schema). A column added about a user or a
// guest adds its category here, and the six privacy pages name it.

const contentDir = defaultLegalContentDir();
const textOf = (page: string, language: Language) => readFileSync(join(contentDir, `${page}.${language}.md`), "utf8");

/** What the console keeps about a person, and the word each language's privacy page names it with. */
const keptCategories: Record<string, Record<Language, string>> = {
  // users
  "user's name (first_name, last_name)": {
    fr: "prénom et nom",
    en: "last name",
    es: "apellidos",
    de: "Nachname",
    nl: "achternaam",
    zh: "姓名",
  },
  "e-mail address (users.email, guest_users.email, purchases.email...)": {
    fr: "adresse e-mail",
    en: "e-mail address",
    es: "correo electrónico",
    de: "E-Mail-Adresse",
    nl: "e-mailadres",
    zh: "电子邮件地址",
  },
  "country (users.country, guest_users.country)": {
    fr: "pays",
    en: "country",
    es: "país",
    de: "Land",
    nl: "land",
    zh: "国家",
  },
  "language (users.language, guest_users.language)": {
    fr: "langue",
    en: "language",
    es: "idioma",
    de: "Sprache",
    nl: "taal",
    zh: "语言",
  },
  "phone number (users.phone, coupons.phone_number, connection_codes.phone_number)": {
    fr: "numéro de téléphone",
    en: "phone number",
    es: "número de teléfono",
    de: "Telefonnummer",
    nl: "telefoonnummer",
    zh: "电话号码",
  },
  "job title (users.function)": {
    fr: "fonction",
    en: "job title",
    es: "cargo",
    de: "Funktion",
    nl: "functie",
    zh: "职务",
  },
  "roles (users.role_flags, roles_type, admin)": {
    fr: "rôles",
    en: "roles",
    es: "roles",
    de: "Rollen",
    nl: "rollen",
    zh: "角色",
  },
  "locations (user_locations)": {
    fr: "lieux",
    en: "locations",
    es: "ubicaciones",
    de: "Standorte",
    nl: "locaties",
    zh: "地点",
  },
  "sign-in times (users.current_sign_in_at, last_sign_in_at)": {
    fr: "dates de la connexion",
    en: "times of the current and previous sign-in",
    es: "fecha del inicio de sesión",
    de: "Zeitpunkt der aktuellen und der vorherigen Anmeldung",
    nl: "tijdstip van de huidige en de vorige aanmelding",
    zh: "登录时间",
  },
  "IP address (users.current_sign_in_ip, sessions.ip, audit_events.ip, sponsor_requests.request_ip)": {
    fr: "adresse IP",
    en: "IP address",
    es: "dirección IP",
    de: "IP-Adresse",
    nl: "IP-adres",
    zh: "IP 地址",
  },
  "failed attempts and lock (users.failed_attempts, locked_until)": {
    fr: "tentatives échouées",
    en: "failed attempts",
    es: "intentos fallidos",
    de: "Fehlversuche",
    nl: "mislukte pogingen",
    zh: "登录失败次数",
  },
  "sessions (sessions)": {
    fr: "sessions",
    en: "sessions",
    es: "sesiones",
    de: "Sitzungen",
    nl: "sessies",
    zh: "会话",
  },
  "user agent (sessions.user_agent)": {
    fr: "user agent",
    en: "user agent",
    es: "user agent",
    de: "user agent",
    nl: "user agent",
    zh: "用户代理",
  },
  "audit log (audit_events)": {
    fr: "journal d'audit",
    en: "audit log",
    es: "registro de auditoría",
    de: "Audit-Protokoll",
    nl: "auditlog",
    zh: "审计日志",
  },
  "API token hash (users.api_token_hash, api_token_uses)": {
    fr: "jeton d'API",
    en: "API token",
    es: "token de API",
    de: "API-Token",
    nl: "API-token",
    zh: "API 令牌",
  },
  "two-step settings (users.two_factor_*, user_authenticators)": {
    fr: "vérification en deux étapes",
    en: "two-step verification",
    es: "verificación en dos pasos",
    de: "Bestätigung in zwei Schritten",
    nl: "verificatie in twee stappen",
    zh: "两步验证",
  },
  "hashed recovery codes (user_recovery_codes)": {
    fr: "codes de secours",
    en: "recovery codes",
    es: "códigos de recuperación",
    de: "Wiederherstellungscodes",
    nl: "herstelcodes",
    zh: "恢复码",
  },
  "password hash (users.password_hash)": {
    fr: "mot de passe",
    en: "password",
    es: "contraseña",
    de: "Passwort",
    nl: "wachtwoord",
    zh: "密码",
  },
  // guests
  "MAC address of private Wi-Fi devices (private_space_devices.mac)": {
    fr: "adresse MAC",
    en: "MAC address",
    es: "dirección MAC",
    de: "MAC-Adresse",
    nl: "MAC-adres",
    zh: "MAC 地址",
  },
  "device type (guest_users.device, end_users.device)": {
    fr: "type d'appareil",
    en: "device type",
    es: "tipo de dispositivo",
    de: "Gerätetyp",
    nl: "apparaattype",
    zh: "设备类型",
  },
  "browser and operating system (browser_name, os_name)": {
    fr: "système d'exploitation",
    en: "operating system",
    es: "sistema operativo",
    de: "Betriebssystem",
    nl: "besturingssysteem",
    zh: "操作系统",
  },
  "connection times (end_users.created_at, private_space_devices.connected_since)": {
    fr: "heure de connexion",
    en: "time of connection",
    es: "hora de conexión",
    de: "Verbindungszeitpunkt",
    nl: "tijdstip van verbinding",
    zh: "连接时间",
  },
  "access codes (coupons, end_users.coupon_id)": {
    fr: "codes d'accès",
    en: "access codes",
    es: "códigos de acceso",
    de: "Zugangscodes",
    nl: "toegangscodes",
    zh: "访问码",
  },
  "residents of student residences (connection_codes)": {
    fr: "numéro de résident",
    en: "resident number",
    es: "número de residente",
    de: "Bewohnernummer",
    nl: "bewonersnummer",
    zh: "住户编号",
  },
  "purchases (purchases)": {
    fr: "achats",
    en: "purchases",
    es: "compras",
    de: "Käufe",
    nl: "aankopen",
    zh: "购买",
  },
  "sponsor requests (sponsor_requests)": {
    fr: "parrainage",
    en: "sponsor",
    es: "patrocinio",
    de: "Patenschaft",
    nl: "sponsor",
    zh: "担保",
  },
  "private Wi-Fi spaces and devices (private_spaces, private_space_devices)": {
    fr: "Wi-Fi privé",
    en: "private Wi-Fi",
    es: "Wi-Fi privado",
    de: "privates WLAN",
    nl: "privé-wifi",
    zh: "私人 Wi-Fi",
  },
  "room number (guest_users.room_number)": {
    fr: "numéro de chambre",
    en: "room number",
    es: "número de habitación",
    de: "Zimmernummer",
    nl: "kamernummer",
    zh: "房间号",
  },
  "newsletter consent (guest_users.newsletter)": {
    fr: "newsletter",
    en: "newsletter",
    es: "boletín",
    de: "Newsletter",
    nl: "nieuwsbrief",
    zh: "新闻通讯",
  },
  "mail and SMS sent (outbox_messages)": {
    fr: "SMS",
    en: "SMS",
    es: "SMS",
    de: "SMS",
    nl: "sms",
    zh: "短信",
  },
};

describe("the legal texts shipped in content/legal (docs/legal.md)", () => {
  it.each(legalPages.flatMap((page) => supportedLanguages.map((language) => [page, language] as const)))(
    "%s exists in %s, a page and not a book",
    (page, language) => {
      const path = join(contentDir, `${page}.${language}.md`);
      expect(existsSync(path), path).toBe(true);
      expect(statSync(path).size).toBeLessThanOrEqual(legalPageMaxBytes);
      expect(textOf(page, language).trim()).not.toBe("");
    },
  );

  it.each(supportedLanguages)(
    "the privacy page in %s names every category kept about a user or a guest",
    (language) => {
      const text = textOf("privacy", language).toLowerCase();
      const missing = Object.entries(keptCategories)
        .filter(([, words]) => !text.includes(words[language].toLowerCase()))
        .map(([category, words]) => `${category}: "${words[language]}"`);
      expect(missing).toEqual([]);
    },
  );

  it.each(supportedLanguages)("the legal notice in %s asks the operator to fill in its details, once", (language) => {
    // The one part an operator must complete before going live: marked, in brackets, in one place.
    expect(textOf("legal", language).match(/\*\*\[[^\]]+\]\*\*/g)).toHaveLength(1);
  });
});
