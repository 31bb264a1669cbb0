import type { TicketKind } from "@ondine/domain";

// What the demo's support tickets say, in French as the demo's customers
// write: one story a problem, each the lines of its conversation, so that a
// ticket reads as one exchange whatever the statuses it goes through.
// `{site}` is the ticket's site (or customer), `{equipment}` its equipment.

/** Which demo file a message carries (demo-ticket-files.ts). */
export type DemoTicketFileName = "screenshot" | "log";

export interface DemoTicketStory {
  kind: TicketKind;
  /** Where it is opened: on one site, on a piece of a site's equipment, or on the customer as a whole. */
  on: "site" | "equipment" | "organism";
  subject: string;
  /** The requester's first message. */
  opening: string;
  /** The file the opening message carries, if any. */
  openingFile?: DemoTicketFileName;
  /** The desk's first public answer: taking it in hand. */
  acknowledgement: string;
  /** The desk's question that leaves the ticket waiting on the customer. */
  question: string;
  /** The customer's answer to it. */
  answer: string;
  /** The desk's internal note. */
  note: string;
  /** The desk's note when it hands the ticket to the second level. */
  escalation: string;
  /** The desk's last public message: what was done. */
  resolution: string;
  resolutionFile?: DemoTicketFileName;
  /** The customer's thanks when closing. */
  thanks: string;
}

/** The customer asking for news of a ticket nobody answered yet. */
export const demoTicketReminder =
  "Bonjour, je me permets de relancer : le problème est toujours là. Pouvez-vous me dire où vous en êtes ?";

/** The desk's note when the customer's answer puts the ticket back in its hands. */
export const demoTicketResumeNote = "Réponse du client reçue, je reprends le ticket.";

export const demoTicketStories: readonly DemoTicketStory[] = [
  {
    kind: "technical",
    on: "site",
    subject: "Plus de Wi-Fi dans les étages de {site}",
    opening:
      "Bonjour, depuis ce matin nos clients ne captent plus le Wi-Fi aux étages 2 et 3 de {site}. Le rez-de-chaussée fonctionne. Plusieurs plaintes à la réception.",
    openingFile: "screenshot",
    acknowledgement:
      "Bonjour, nous prenons votre demande en charge. Nous voyons deux bornes injoignables sur ces étages et lançons un diagnostic à distance.",
    question:
      "Pouvez-vous vérifier que le local technique du 2e étage est bien alimenté (voyants du switch allumés) et nous envoyer une photo si possible ?",
    answer: "Le switch du 2e était éteint, la multiprise avait été débranchée par l'équipe de ménage. C'est rebranché.",
    note: "Switch du 2e étage hors tension d'après les remontées : vérifier la multiprise avec le client.",
    escalation: "Les bornes ne remontent pas malgré l'alimentation rétablie : escalade au niveau 2 pour intervention.",
    resolution:
      "Les bornes des étages 2 et 3 sont de nouveau en ligne depuis 14 h et les clients se reconnectent normalement. Nous clôturons le ticket, n'hésitez pas à revenir vers nous.",
    resolutionFile: "log",
    thanks: "Merci pour votre réactivité, tout fonctionne.",
  },
  {
    kind: "technical",
    on: "equipment",
    subject: "Borne {equipment} injoignable",
    opening:
      "Bonjour, la borne {equipment} apparaît en rouge sur la carte depuis hier soir. Les chambres de ce côté du bâtiment n'ont plus de réseau.",
    acknowledgement:
      "Bonjour, nous confirmons que la borne ne répond plus depuis 21 h 40. Nous essayons un redémarrage à distance du port du switch.",
    question: "Le redémarrage n'a rien donné. La borne a-t-elle été déplacée ou son câble débranché lors de travaux ?",
    answer: "Des peintres sont passés dans le couloir hier, ils ont pu toucher au câble. Je fais vérifier.",
    note: "Port PoE relancé sans effet, pas de lien Ethernet. Probablement câble ou borne HS.",
    escalation: "Pas de lien sur le port : envoi d'un technicien à prévoir, escalade au niveau 2.",
    resolution:
      "Le câble de la borne avait été arraché lors des travaux ; il a été remplacé et la borne est de nouveau en ligne. Journal de la borne joint.",
    resolutionFile: "log",
    thanks: "Parfait, merci.",
  },
  {
    kind: "technical",
    on: "site",
    subject: "Connexion très lente le soir à {site}",
    opening:
      "Bonjour, chaque soir entre 19 h et 23 h la connexion devient très lente à {site}, les vidéos ne se chargent plus. En journée tout va bien.",
    acknowledgement:
      "Bonjour, nous regardons la courbe de trafic du site : la ligne arrive à saturation aux heures que vous indiquez. Nous analysons la répartition.",
    question:
      "Avez-vous eu un événement particulier ces dernières semaines (séminaire, groupe) ? Souhaitez-vous que nous limitions le débit par appareil ?",
    answer:
      "Oui, nous accueillons un groupe de 40 personnes jusqu'à la fin du mois. Vous pouvez limiter le débit par appareil.",
    note: "Ligne à 95 % de 19 h à 23 h. Proposer une limite à 10 Mb/s par appareil, puis une montée en débit si ça persiste.",
    escalation: "Saturation persistante malgré la limite : étude de montée en débit de la ligne, escalade au niveau 2.",
    resolution:
      "Nous avons appliqué une limite de 10 Mb/s par appareil ; la ligne ne sature plus en soirée. Nous restons disponibles si besoin.",
    thanks: "C'est beaucoup mieux, merci.",
  },
  {
    kind: "technical",
    on: "equipment",
    subject: "Redémarrages en boucle de {equipment}",
    opening:
      "Bonjour, la borne {equipment} redémarre plusieurs fois par heure d'après les alertes que nous recevons. Vous trouverez le journal en pièce jointe.",
    openingFile: "log",
    acknowledgement:
      "Bonjour, merci pour le journal. Les redémarrages coïncident avec des pertes d'alimentation PoE ; nous vérifions le budget du switch.",
    question: "Avez-vous ajouté des équipements sur ce switch récemment (caméras, téléphones) ?",
    answer: "Oui, deux caméras ont été installées la semaine dernière sur le même switch.",
    note: "Budget PoE du switch dépassé depuis l'ajout des caméras. Déplacer la borne sur un autre port ou un injecteur.",
    escalation: "Remplacement du switch par un modèle à plus grand budget PoE : escalade au niveau 2 pour devis.",
    resolution:
      "La borne a été déplacée sur un port alimenté par un injecteur ; plus aucun redémarrage depuis 48 h. Nous clôturons.",
    thanks: "Merci, c'est stable maintenant.",
  },
  {
    kind: "pos",
    on: "site",
    subject: "Impossible d'imprimer les codes à la réception de {site}",
    opening:
      "Bonjour, l'imprimante de tickets de la réception de {site} n'imprime plus les codes de connexion. La page d'impression s'affiche mais rien ne sort.",
    openingFile: "screenshot",
    acknowledgement:
      "Bonjour, nous regardons avec vous. La page d'impression est bien générée de notre côté ; le souci semble venir du poste ou de l'imprimante.",
    question:
      "Pouvez-vous nous indiquer le modèle de l'imprimante et le navigateur utilisé sur le poste de la réception ?",
    answer: "C'est une Epson TM-T20 sur un poste Windows avec Edge.",
    note: "Pilote Epson mis à jour par Windows Update la veille : reconfigurer le format 80 mm.",
    escalation: "Le format ne tient pas après reconfiguration : escalade au niveau 2 pour prise en main à distance.",
    resolution:
      "Le format de papier avait été réinitialisé par une mise à jour ; nous l'avons reconfiguré en 80 mm et l'impression fonctionne de nouveau.",
    thanks: "Super, la réception peut de nouveau imprimer. Merci !",
  },
  {
    kind: "pos",
    on: "site",
    subject: "Paiement en ligne refusé sur le portail de {site}",
    opening:
      "Bonjour, plusieurs clients nous disent que le paiement par carte est refusé sur le portail Wi-Fi de {site} depuis ce matin, alors que leur carte fonctionne ailleurs.",
    acknowledgement:
      "Bonjour, nous vérifions les dernières transactions du site auprès du prestataire de paiement et revenons vers vous rapidement.",
    question:
      "Avez-vous l'heure approximative d'un paiement refusé et les quatre derniers chiffres de la carte, pour que nous le retrouvions ?",
    answer: "Vers 10 h 15 ce matin, carte se terminant par 4821.",
    note: "Le prestataire confirme un incident 3-D Secure entre 9 h et 11 h, résolu depuis.",
    escalation: "Refus encore constatés après l'incident : escalade au niveau 2 avec le prestataire de paiement.",
    resolution:
      "Le prestataire de paiement a eu un incident ce matin, résolu depuis 11 h ; les paiements sont de nouveau acceptés. Les clients concernés peuvent réessayer.",
    thanks: "Merci pour l'explication.",
  },
  {
    kind: "business",
    on: "organism",
    subject: "Question sur la facture du mois dernier",
    opening:
      "Bonjour, notre facture du mois dernier est plus élevée que d'habitude. Pouvez-vous nous détailler la ligne « options » ?",
    acknowledgement:
      "Bonjour, nous transmettons votre demande au service facturation et revenons vers vous avec le détail des options.",
    question: "Pouvez-vous nous confirmer le numéro de la facture concernée ?",
    answer: "C'est la facture FA-2026-0412.",
    note: "La ligne options correspond à la montée en débit de deux sites, activée au 15 du mois : prorata.",
    escalation: "Contestation du prorata : escalade au responsable de compte.",
    resolution:
      "La ligne « options » correspond à la montée en débit de deux de vos sites, facturée au prorata à partir du 15. Le détail vous a été envoyé par courriel.",
    thanks: "C'est clair, merci.",
  },
  {
    kind: "business",
    on: "organism",
    subject: "Ajout d'un nouvel établissement au contrat",
    opening:
      "Bonjour, nous ouvrons un nouvel établissement le mois prochain et souhaitons l'ajouter à notre contrat. Quelles sont les étapes ?",
    acknowledgement:
      "Bonjour, avec plaisir. Nous préparons une proposition et planifions une visite technique avec votre équipe.",
    question:
      "Pouvez-vous nous communiquer l'adresse, le nombre de chambres ou de logements et la date d'ouverture prévue ?",
    answer: "12 rue des Lilas, 64 logements, ouverture prévue le 1er du mois prochain.",
    note: "Proposition envoyée au commercial ; visite technique à caler avant le 20.",
    escalation: "Délais serrés pour la ligne fibre : escalade au responsable de compte.",
    resolution:
      "La proposition vous a été envoyée et la visite technique est planifiée. Le site apparaîtra dans la console dès sa mise en service.",
    thanks: "Merci, nous avons bien reçu la proposition.",
  },
  {
    kind: "supply",
    on: "site",
    subject: "Commande de bornes de remplacement pour {site}",
    opening:
      "Bonjour, nous souhaitons commander deux bornes de remplacement pour {site}, à garder en stock en cas de panne.",
    acknowledgement: "Bonjour, nous préparons le devis pour deux bornes du même modèle que celles du site.",
    question: "Souhaitez-vous qu'elles soient préconfigurées pour le site, et à quelle adresse faut-il les livrer ?",
    answer: "Oui, préconfigurées s'il vous plaît, livraison à la réception du site.",
    note: "Devis validé, commande passée chez le distributeur, délai annoncé 5 jours ouvrés.",
    escalation: "Rupture chez le distributeur : escalade aux achats pour trouver un autre fournisseur.",
    resolution:
      "Les deux bornes préconfigurées ont été livrées à la réception du site et ajoutées à votre inventaire comme pièces de rechange.",
    thanks: "Bien reçues, merci.",
  },
  {
    kind: "supply",
    on: "organism",
    subject: "Rouleaux de papier pour les imprimantes de codes",
    opening: "Bonjour, nous n'avons presque plus de rouleaux de papier pour les imprimantes de codes de nos sites.",
    acknowledgement: "Bonjour, nous préparons l'envoi. Combien de rouleaux faut-il par site ?",
    question: "Pouvez-vous nous confirmer la liste des sites à livrer et le nombre de rouleaux pour chacun ?",
    answer: "Dix rouleaux par site, pour tous nos sites en production.",
    note: "Commande préparée à l'entrepôt, expédition groupée.",
    escalation: "Stock insuffisant à l'entrepôt : escalade aux achats.",
    resolution: "Les rouleaux sont partis ce matin, livraison sous 48 h sur chaque site.",
    thanks: "Merci beaucoup.",
  },
  {
    kind: "misc",
    on: "organism",
    subject: "Formation de nos équipes à la console",
    opening:
      "Bonjour, deux nouvelles personnes rejoignent notre équipe d'exploitation. Serait-il possible d'organiser une courte formation à la console ?",
    acknowledgement: "Bonjour, bien sûr. Nous vous proposons une session d'une heure en visioconférence.",
    question: "Quels créneaux vous conviendraient la semaine prochaine ?",
    answer: "Mardi ou jeudi après-midi, à partir de 14 h.",
    note: "Formation calée jeudi 14 h avec Hugo.",
    escalation: "Demande de formation sur site : escalade au responsable de compte.",
    resolution:
      "La formation a eu lieu jeudi ; vous trouverez le support envoyé par courriel. Les comptes des deux personnes sont créés.",
    thanks: "Merci, la formation était très claire.",
  },
  {
    kind: "misc",
    on: "site",
    subject: "Statistiques de fréquentation de {site}",
    opening:
      "Bonjour, nous aimerions connaître le nombre de connexions au Wi-Fi de {site} sur les trois derniers mois pour notre rapport annuel.",
    acknowledgement:
      "Bonjour, ces chiffres sont disponibles dans la console, rubrique Statistiques. Nous vous indiquons comment les exporter.",
    question: "Souhaitez-vous le détail par jour ou seulement le total par mois ?",
    answer: "Le total par mois suffira.",
    note: "Export mensuel préparé depuis les statistiques du site.",
    escalation: "Demande d'indicateurs hors console : escalade à l'équipe données.",
    resolution:
      "Vous trouverez dans la console, rubrique Statistiques, le total des connexions par mois ; l'export Excel reprend les trois derniers mois.",
    thanks: "Parfait, c'est exactement ce qu'il nous fallait.",
  },
];
