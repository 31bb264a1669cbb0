import type { LocationState, OrganismKind } from "@ondine/domain";

/**
 * The demo provider's customers: real French places (addresses and
 * coordinates to about a hundred metres) so the home map looks like a real
 * provider's. The generator adds buildings and floors from the seed.
 */
export interface CatalogueSite {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
  state: LocationState;
}

export interface CatalogueOrganism {
  name: string;
  kind: OrganismKind;
  sites: readonly CatalogueSite[];
}

const site = (
  name: string,
  address: string,
  postalCode: string,
  city: string,
  latitude: number,
  longitude: number,
  state: LocationState = "En production",
): CatalogueSite => ({ name, address, postalCode, city, latitude, longitude, state });

export const demoCatalogue: readonly CatalogueOrganism[] = [
  {
    name: "Hôtels Belle Escale",
    kind: "hotel_chain",
    sites: [
      site("Belle Escale Paris Opéra", "24 Rue de Caumartin", "75009", "Paris", 48.8722, 2.3282),
      site("Belle Escale Lyon Bellecour", "15 Rue du Plat", "69002", "Lyon", 45.7567, 4.8297),
      site("Belle Escale Marseille Vieux-Port", "18 Quai du Port", "13002", "Marseille", 43.2967, 5.3705),
      site("Belle Escale Nice Promenade", "59 Promenade des Anglais", "06000", "Nice", 43.6947, 7.256),
      site("Belle Escale Bordeaux Quinconces", "8 Cours du XXX Juillet", "33000", "Bordeaux", 44.8431, -0.574),
      site("Belle Escale Lille Grand Place", "5 Rue de la Bourse", "59800", "Lille", 50.6376, 3.0645),
      site(
        "Belle Escale Strasbourg Petite France",
        "12 Rue du Bain-aux-Plantes",
        "67000",
        "Strasbourg",
        48.5804,
        7.7403,
      ),
      site("Belle Escale Nantes Graslin", "2 Place Graslin", "44000", "Nantes", 47.213, -1.5625, "VSR"),
      site("Belle Escale Toulouse Capitole", "2 Rue Lafayette", "31000", "Toulouse", 43.6045, 1.444, "Etude"),
    ],
  },
  {
    name: "Relais des Cimes",
    kind: "hotel_chain",
    sites: [
      site("Relais des Cimes Chamonix", "120 Avenue Michel Croz", "74400", "Chamonix-Mont-Blanc", 45.9237, 6.8694),
      site("Relais des Cimes Annecy", "10 Quai Perrière", "74000", "Annecy", 45.8992, 6.1268),
      site("Relais des Cimes Megève", "50 Rue Charles Feige", "74120", "Megève", 45.8567, 6.6175),
      site("Relais des Cimes Val d'Isère", "Avenue Olympique", "73150", "Val-d'Isère", 45.4485, 6.98, "VSR"),
      site("Relais des Cimes Briançon", "3 Avenue de la République", "05100", "Briançon", 44.899, 6.643, "Etude"),
    ],
  },
  {
    name: "Campus Horizon Résidences",
    kind: "student_residence",
    sites: [
      site("Campus Horizon Toulouse Rangueil", "118 Route de Narbonne", "31400", "Toulouse", 43.5625, 1.466),
      site("Campus Horizon Montpellier Triolet", "Place Eugène Bataillon", "34090", "Montpellier", 43.632, 3.864),
      site("Campus Horizon Grenoble", "701 Avenue Centrale", "38400", "Saint-Martin-d'Hères", 45.191, 5.767),
      site("Campus Horizon Rennes Beaulieu", "263 Avenue du Général Leclerc", "35700", "Rennes", 48.116, -1.638),
      site(
        "Campus Horizon Lille Cité Scientifique",
        "Avenue Paul Langevin",
        "59650",
        "Villeneuve-d'Ascq",
        50.609,
        3.1425,
      ),
      site("Campus Horizon Paris-Saclay", "3 Rue Joliot-Curie", "91190", "Gif-sur-Yvette", 48.711, 2.17),
      site("Campus Horizon Strasbourg Esplanade", "4 Rue Blaise Pascal", "67000", "Strasbourg", 48.58, 7.765),
      site("Campus Horizon Bordeaux Talence", "351 Cours de la Libération", "33400", "Talence", 44.808, -0.594, "VSR"),
      site("Campus Horizon Nancy", "Boulevard des Aiguillettes", "54500", "Vandœuvre-lès-Nancy", 48.665, 6.16, "Etude"),
    ],
  },
  {
    name: "Campings Pins & Océan",
    kind: "campsite",
    sites: [
      site("Camping La Dune du Pilat", "Route de Biscarrosse", "33115", "Pyla-sur-Mer", 44.587, -1.208),
      site("Camping Les Sables d'Or", "Avenue de la Plage", "40600", "Biscarrosse", 44.456, -1.248),
      site("Camping La Côte Vermeille", "Route du Tech", "66700", "Argelès-sur-Mer", 42.557, 3.042),
      site("Camping Les Pins de l'Estérel", "Avenue des Golfs", "83700", "Saint-Raphaël", 43.433, 6.82),
      site("Camping Île de Ré", "Route de Sainte-Marie", "17580", "Le Bois-Plage-en-Ré", 46.18, -1.385),
      site("Camping Carnac Menhirs", "Route des Alignements", "56340", "Carnac", 47.593, -3.08),
      site("Camping Gorges du Verdon", "Route des Gorges", "04120", "Castellane", 43.846, 6.512, "VSR"),
      site("Camping Pont d'Arc", "Route des Gorges de l'Ardèche", "07150", "Vallon-Pont-d'Arc", 44.405, 4.395, "Etude"),
    ],
  },
  {
    name: "Quai Ouest Bureaux",
    kind: "office",
    sites: [
      site("Quai Ouest La Défense", "1 Parvis de La Défense", "92800", "Puteaux", 48.892, 2.238),
      site("Quai Ouest Lyon Part-Dieu", "129 Rue Servient", "69003", "Lyon", 45.761, 4.857),
      site("Quai Ouest Nantes Euronantes", "5 Rue Marcel Paul", "44000", "Nantes", 47.215, -1.542),
      site("Quai Ouest Lille Euralille", "100 Boulevard de Turin", "59000", "Lille", 50.638, 3.076),
      site("Quai Ouest Sophia Antipolis", "2000 Route des Lucioles", "06410", "Biot", 43.617, 7.052, "Etude"),
    ],
  },
  {
    name: "Villages Grand Large",
    kind: "campsite",
    sites: [
      site("Village Grand Large Saint-Malo", "Chaussée du Sillon", "35400", "Saint-Malo", 48.657, -2.006),
      site(
        "Village Grand Large Les Sables-d'Olonne",
        "Promenade Georges Clemenceau",
        "85100",
        "Les Sables-d'Olonne",
        46.493,
        -1.787,
      ),
      site("Village Grand Large La Baule", "Avenue des Ibis", "44500", "La Baule-Escoublac", 47.283, -2.392),
      site(
        "Village Grand Large Hossegor",
        "Avenue du Touring Club",
        "40150",
        "Soorts-Hossegor",
        43.665,
        -1.4425,
        "VSR",
      ),
    ],
  },
];
