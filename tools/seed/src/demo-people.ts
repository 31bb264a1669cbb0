import type { CustomerDevice, OrganismKind } from "@ondine/domain";
import type { Random } from "./prng";

interface NameBook {
  first: readonly string[];
  last: readonly string[];
  domains: readonly string[];
}

// Reserved `.example` domains (RFC 2606): demo addresses can never reach anyone.
const commonDomains = ["gmail.example", "outlook.example", "yahoo.example", "icloud.example"];

/** Names written as one comma-separated line each, for reading. */
const list = (names: string) => names.split(", ");

const french: NameBook = {
  first: list(
    "Léa, Emma, Chloé, Manon, Camille, Inès, Jade, Louise, Hugo, Lucas, Louis, Nathan, Gabriel, Arthur, Jules, Thomas, Maxime, Sarah, Julie, Antoine, Élodie, Mathilde",
  ),
  last: list(
    "Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefebvre, Michel, Garcia, David, Bertrand, Roux, Vincent, Fournier, Morel, Girard, André, Mercier, Dupont, Lambert, Bonnet, François, Legrand, Faure, Blanc",
  ),
  domains: ["orange.example", "free.example", "laposte.example", "sfr.example", ...commonDomains],
};
const english: NameBook = {
  first: list("Oliver, Amelia, George, Isla, Harry, Ava, Jack, Emily, Charlie, Sophie, James, Grace"),
  last: list(
    "Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Evans, Thompson, Walker, White, Roberts, Green, Hall, Wood, Jackson, Clarke",
  ),
  domains: ["btinternet.example", "sky.example", ...commonDomains],
};
const american: NameBook = {
  first: list("Liam, Olivia, Noah, Emma, Ethan, Madison, Mason, Abigail, Logan, Harper"),
  last: list("Johnson, Miller, Davis, Anderson, Moore, Martinez, Jackson, Harris, Clark, Lewis"),
  domains: ["aol.example", ...commonDomains],
};
const german: NameBook = {
  first: list("Lukas, Leon, Finn, Paul, Emma, Mia, Hannah, Lena, Felix, Jonas, Marie, Sophie"),
  last: list("Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann"),
  domains: ["gmx.example", "web.example", "t-online.example", ...commonDomains],
};
const spanish: NameBook = {
  first: list("Lucía, Sofía, Martina, María, Hugo, Martín, Pablo, Daniel, Alejandro, Carmen, Elena"),
  last: list("García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Ruiz"),
  domains: ["telefonica.example", ...commonDomains],
};
const italian: NameBook = {
  first: list("Giulia, Sofia, Aurora, Leonardo, Francesco, Alessandro, Lorenzo, Chiara, Matteo"),
  last: list("Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco"),
  domains: ["libero.example", "virgilio.example", ...commonDomains],
};
const dutch: NameBook = {
  first: list("Daan, Sem, Emma, Julia, Lotte, Finn, Noah, Tess, Sanne, Bram"),
  last: list("de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Janssen, Visser, Smit"),
  domains: ["ziggo.example", "kpn.example", ...commonDomains],
};
const portuguese: NameBook = {
  first: list("João, Maria, Ana, Pedro, Tiago, Beatriz, Rafael, Mariana"),
  last: list("Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Almeida"),
  domains: ["sapo.example", ...commonDomains],
};
const polish: NameBook = {
  first: list("Jakub, Zuzanna, Kacper, Julia, Szymon, Maja"),
  last: list("Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński"),
  domains: ["wp.example", "onet.example", ...commonDomains],
};
const swedish: NameBook = {
  first: list("Elsa, Alice, William, Oscar, Maja, Hugo"),
  last: list("Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson"),
  domains: ["telia.example", ...commonDomains],
};
const chinese: NameBook = {
  first: list("Wei, Fang, Jing, Min, Lei, Yan, Hui, Tao"),
  last: list("Wang, Li, Zhang, Liu, Chen, Yang, Huang, Zhao"),
  domains: ["qq.example", "163.example", ...commonDomains],
};
const japanese: NameBook = {
  first: list("Haruto, Yui, Sota, Hina, Ren, Aoi"),
  last: list("Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito"),
  domains: ["docomo.example", ...commonDomains],
};

interface Country {
  names: NameBook;
  languages: readonly string[];
}

/** ISO 3166-1 alpha-2 codes, as the portal records them. */
const countries: Readonly<Record<string, Country>> = {
  FR: { names: french, languages: ["fr"] },
  GB: { names: english, languages: ["en"] },
  IE: { names: english, languages: ["en"] },
  US: { names: american, languages: ["en"] },
  CA: { names: american, languages: ["en", "fr"] },
  DE: { names: german, languages: ["de"] },
  AT: { names: german, languages: ["de"] },
  CH: { names: german, languages: ["de", "fr"] },
  BE: { names: dutch, languages: ["fr", "nl"] },
  NL: { names: dutch, languages: ["nl", "en"] },
  ES: { names: spanish, languages: ["es"] },
  IT: { names: italian, languages: ["it"] },
  PT: { names: portuguese, languages: ["pt"] },
  BR: { names: portuguese, languages: ["pt"] },
  PL: { names: polish, languages: ["pl", "en"] },
  SE: { names: swedish, languages: ["sv", "en"] },
  CN: { names: chinese, languages: ["zh"] },
  JP: { names: japanese, languages: ["ja", "en"] },
  MA: { names: french, languages: ["fr"] },
};

const baseCountryWeights: readonly (readonly [string, number])[] = [
  ["FR", 52],
  ["GB", 9],
  ["DE", 7],
  ["ES", 5],
  ["IT", 4],
  ["BE", 4],
  ["NL", 3.5],
  ["CH", 3],
  ["US", 2.5],
  ["CN", 1.5],
  ["JP", 1],
  ["PT", 1],
  ["PL", 1],
  ["SE", 0.8],
  ["CA", 0.8],
  ["IE", 0.7],
  ["AT", 0.7],
  ["BR", 0.5],
  ["MA", 0.6],
];

/** Who stays where: campsites draw Dutch and Germans, residences students from afar. */
const kindBoosts: Readonly<Record<OrganismKind, Readonly<Record<string, number>>>> = {
  hotel_chain: { US: 2, CN: 2, JP: 2 },
  student_residence: { CN: 4, MA: 5, ES: 2, IT: 2, BR: 3 },
  campsite: { NL: 4, DE: 2.5, GB: 1.5, BE: 2 },
  office: { FR: 1.3 },
};

/** Country weights for a kind of site; ski resorts (`british`) draw the British. */
export function countryWeights(kind: OrganismKind, british: boolean): (readonly [string, number])[] {
  const boosts = kindBoosts[kind];
  return baseCountryWeights.map(([code, weight]) => [
    code,
    weight * (boosts[code] ?? 1) * (british && code === "GB" ? 4 : 1),
  ]);
}

/** Share of portal visitors whose country could not be told (null, SPEC's "unknown"). */
const unknownCountryShare = 0.05;

export interface DemoPerson {
  country: string | null;
  language: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Lower-case ASCII for an e-mail's local part: accents dropped, spaces and apostrophes out. */
function asciiWord(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export function emailOf(firstName: string, lastName: string, random: Random, domains: readonly string[]): string {
  const first = asciiWord(firstName);
  const last = asciiWord(lastName);
  const local = random.weighted([
    [`${first}.${last}`, 4],
    [`${first}${last}${random.int(1, 99)}`, 2],
    [`${first.slice(0, 1)}${last}`, 2],
    [`${first}_${last}${random.int(1970, 2008)}`, 1],
  ]);
  return `${local}@${random.pick(domains)}`;
}

/** Someone from one of `weights`' countries, with a name, language and address of there. */
export function drawPerson(random: Random, weights: readonly (readonly [string, number])[]): DemoPerson {
  const code = random.weighted(weights);
  const country = countries[code] ?? { names: french, languages: ["fr"] };
  const firstName = random.pick(country.names.first);
  const lastName = random.pick(country.names.last);
  return {
    country: random.chance(unknownCountryShare) ? null : code,
    language: random.pick(country.languages),
    firstName,
    lastName,
    email: emailOf(firstName, lastName, random, country.names.domains),
  };
}

export interface DemoDeviceProfile {
  device: CustomerDevice;
  browserName: string | null;
  osName: string | null;
}

const browsersByDevice: Readonly<Record<CustomerDevice, readonly (readonly [[string, string] | null, number])[]>> = {
  mobile: [
    [["Safari", "iOS"], 45],
    [["Chrome", "Android"], 40],
    [["Samsung Internet", "Android"], 10],
    [["Firefox", "Android"], 3],
    [["Chrome", "iOS"], 2],
  ],
  tablet: [
    [["Safari", "iOS"], 60],
    [["Chrome", "Android"], 35],
    [["Firefox", "Android"], 5],
  ],
  desktop: [
    [["Chrome", "Windows"], 40],
    [["Edge", "Windows"], 20],
    [["Safari", "Mac OS"], 15],
    [["Chrome", "Mac OS"], 10],
    [["Firefox", "Windows"], 8],
    [["Firefox", "Linux"], 4],
    [["Chrome", "Chrome OS"], 3],
  ],
  unknown: [[null, 1]],
};

const deviceWeights: readonly (readonly [CustomerDevice, number])[] = [
  ["mobile", 62],
  ["tablet", 18],
  ["desktop", 14],
  ["unknown", 6],
];

/** A device and a browser and system that go with it (none for an unknown device). */
export function drawDevice(random: Random): DemoDeviceProfile {
  const device = random.weighted(deviceWeights);
  const browser = random.weighted(browsersByDevice[device]);
  return { device, browserName: browser?.[0] ?? null, osName: browser?.[1] ?? null };
}

/** Numbers from the ranges kept for fiction (ARCEP 06 39 98, Ofcom 07700 900). */
export function fictionalPhoneNumber(random: Random, british: boolean): string {
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join("");
  return british ? `+447700900${digits(3)}` : `+33639980${digits(3)}`;
}
