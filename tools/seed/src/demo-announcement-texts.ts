import type { AdvertisementLocale } from "@ondine/domain";

/** One announcement's texts in one language, as a guest reads them on the portal. */
export interface DemoAnnouncementText {
  title: string;
  content: string;
  signature: string;
}

/** What the demo's announcements speak of, each written in the six languages of the form. */
export interface DemoAnnouncementTheme {
  /** The console's internal title (French, as the demo's staff write). */
  internalTitle: string;
  /** The file name its picture was dropped with, when it has one. */
  imageName: string;
  texts: Record<AdvertisementLocale, DemoAnnouncementText>;
}

export const breakfastTheme: DemoAnnouncementTheme = {
  internalTitle: "Petit-déjeuner du week-end",
  imageName: "petit-dejeuner.png",
  texts: {
    fr: {
      title: "Petit-déjeuner prolongé le week-end",
      content:
        "Le samedi et le dimanche, le petit-déjeuner est servi jusqu'à 11 h au restaurant du rez-de-chaussée. Viennoiseries maison et produits locaux.",
      signature: "L'équipe de la réception",
    },
    en: {
      title: "Breakfast served later at weekends",
      content:
        "On Saturdays and Sundays, breakfast is served until 11 am in the ground-floor restaurant. Home-made pastries and local produce.",
      signature: "The front desk team",
    },
    de: {
      title: "Frühstück am Wochenende länger",
      content:
        "Samstags und sonntags servieren wir das Frühstück bis 11 Uhr im Restaurant im Erdgeschoss. Hausgemachtes Gebäck und regionale Produkte.",
      signature: "Ihr Rezeptionsteam",
    },
    es: {
      title: "Desayuno más largo el fin de semana",
      content:
        "Los sábados y domingos, el desayuno se sirve hasta las 11:00 en el restaurante de la planta baja. Bollería casera y productos locales.",
      signature: "El equipo de recepción",
    },
    nl: {
      title: "Langer ontbijt in het weekend",
      content:
        "Op zaterdag en zondag serveren we het ontbijt tot 11.00 uur in het restaurant op de begane grond. Huisgemaakt gebak en streekproducten.",
      signature: "Het receptieteam",
    },
    zh: {
      title: "周末早餐延长供应",
      content: "每周六、周日，一楼餐厅的早餐供应至上午11点，提供自制糕点和本地特产。",
      signature: "前台团队",
    },
  },
};

export const worksTheme: DemoAnnouncementTheme = {
  internalTitle: "Travaux du hall d'accueil",
  imageName: "travaux-hall.png",
  texts: {
    fr: {
      title: "Travaux dans le hall d'accueil",
      content:
        "Le hall d'accueil est en rénovation. L'entrée se fait provisoirement par la porte côté parking. Merci de votre compréhension.",
      signature: "La direction",
    },
    en: {
      title: "Works in the lobby",
      content:
        "The lobby is being renovated. Please use the car park entrance for the time being. Thank you for your understanding.",
      signature: "The management",
    },
    de: {
      title: "Bauarbeiten in der Eingangshalle",
      content:
        "Die Eingangshalle wird renoviert. Bitte benutzen Sie vorübergehend den Eingang auf der Parkplatzseite. Vielen Dank für Ihr Verständnis.",
      signature: "Die Hotelleitung",
    },
    es: {
      title: "Obras en el vestíbulo",
      content:
        "El vestíbulo está en obras. Mientras tanto, se accede por la puerta del aparcamiento. Gracias por su comprensión.",
      signature: "La dirección",
    },
    nl: {
      title: "Werkzaamheden in de lobby",
      content:
        "De lobby wordt gerenoveerd. Gebruik voorlopig de ingang aan de kant van de parkeerplaats. Bedankt voor uw begrip.",
      signature: "De directie",
    },
    zh: {
      title: "大堂装修通知",
      content: "大堂正在装修，请暂时从停车场一侧的入口进出。感谢您的理解。",
      signature: "酒店管理层",
    },
  },
};

export const spaTheme: DemoAnnouncementTheme = {
  internalTitle: "Horaires de l'espace bien-être",
  imageName: "espace-bien-etre.png",
  texts: {
    fr: {
      title: "L'espace bien-être vous attend",
      content:
        "Piscine chauffée, sauna et hammam sont ouverts tous les jours de 9 h à 21 h. Peignoirs et serviettes sont à votre disposition à l'accueil du spa.",
      signature: "L'équipe du spa",
    },
    en: {
      title: "The wellness area is open",
      content:
        "The heated pool, sauna and steam room are open daily from 9 am to 9 pm. Bathrobes and towels are available at the spa desk.",
      signature: "The spa team",
    },
    de: {
      title: "Unser Wellnessbereich erwartet Sie",
      content:
        "Beheiztes Schwimmbad, Sauna und Dampfbad sind täglich von 9 bis 21 Uhr geöffnet. Bademäntel und Handtücher erhalten Sie am Spa-Empfang.",
      signature: "Ihr Spa-Team",
    },
    es: {
      title: "Le espera nuestra zona de bienestar",
      content:
        "La piscina climatizada, la sauna y el baño turco abren todos los días de 9:00 a 21:00. Tiene albornoces y toallas a su disposición en la recepción del spa.",
      signature: "El equipo del spa",
    },
    nl: {
      title: "Onze wellnessruimte is open",
      content:
        "Het verwarmde zwembad, de sauna en het stoombad zijn dagelijks open van 9.00 tot 21.00 uur. Badjassen en handdoeken liggen klaar bij de balie van de spa.",
      signature: "Het spa-team",
    },
    zh: {
      title: "康体中心欢迎您",
      content: "恒温泳池、桑拿和蒸汽浴室每天9:00至21:00开放。水疗前台免费提供浴袍和毛巾。",
      signature: "水疗中心团队",
    },
  },
};

export const wifiTheme: DemoAnnouncementTheme = {
  internalTitle: "Maintenance Wi-Fi de nuit",
  imageName: "maintenance-wifi.png",
  texts: {
    fr: {
      title: "Maintenance du Wi-Fi cette nuit",
      content:
        "Une opération de maintenance aura lieu entre 2 h et 4 h du matin. La connexion pourra être coupée quelques minutes : il suffira ensuite de vous reconnecter.",
      signature: "Le service technique",
    },
    en: {
      title: "Wi-Fi maintenance tonight",
      content:
        "Maintenance will take place between 2 and 4 am. The connection may drop for a few minutes; simply sign in again afterwards.",
      signature: "The technical team",
    },
    de: {
      title: "WLAN-Wartung heute Nacht",
      content:
        "Zwischen 2 und 4 Uhr morgens finden Wartungsarbeiten statt. Die Verbindung kann einige Minuten unterbrochen sein; melden Sie sich danach einfach erneut an.",
      signature: "Der technische Dienst",
    },
    es: {
      title: "Mantenimiento del wifi esta noche",
      content:
        "Entre las 2:00 y las 4:00 de la madrugada haremos tareas de mantenimiento. La conexión puede cortarse unos minutos; después, solo tendrá que volver a conectarse.",
      signature: "El servicio técnico",
    },
    nl: {
      title: "Wifi-onderhoud vannacht",
      content:
        "Tussen 2.00 en 4.00 uur 's nachts voeren we onderhoud uit. De verbinding kan enkele minuten wegvallen; meld u daarna gewoon opnieuw aan.",
      signature: "De technische dienst",
    },
    zh: {
      title: "今晚Wi-Fi维护通知",
      content: "凌晨2点至4点将进行网络维护，期间连接可能中断几分钟，之后重新登录即可。",
      signature: "技术服务部",
    },
  },
};

export const jazzTheme: DemoAnnouncementTheme = {
  internalTitle: "Soirée jazz au bar",
  imageName: "soiree-jazz.png",
  texts: {
    fr: {
      title: "Soirée jazz au bar vendredi",
      content:
        "Vendredi à partir de 19 h, un trio de jazz joue au bar de l'hôtel. Entrée libre, et un cocktail offert aux clients de l'hôtel sur présentation de leur clé de chambre.",
      signature: "L'équipe du bar",
    },
    en: {
      title: "Jazz night at the bar on Friday",
      content:
        "From 7 pm on Friday, a jazz trio plays at the hotel bar. Entry is free, and hotel guests who show their room key get a cocktail on the house.",
      signature: "The bar team",
    },
    de: {
      title: "Jazzabend an der Bar am Freitag",
      content:
        "Am Freitag ab 19 Uhr spielt ein Jazztrio an der Hotelbar. Der Eintritt ist frei; Hotelgäste erhalten gegen Vorlage ihres Zimmerschlüssels einen Cocktail gratis.",
      signature: "Ihr Bar-Team",
    },
    es: {
      title: "Noche de jazz en el bar el viernes",
      content:
        "El viernes a partir de las 19:00, un trío de jazz toca en el bar del hotel. Entrada libre, y un cóctel por cuenta de la casa para los huéspedes que muestren la llave de su habitación.",
      signature: "El equipo del bar",
    },
    nl: {
      title: "Jazzavond in de bar op vrijdag",
      content:
        "Vrijdag vanaf 19.00 uur speelt een jazztrio in de hotelbar. De toegang is gratis en hotelgasten krijgen op vertoon van hun kamersleutel een cocktail van het huis.",
      signature: "Het barteam",
    },
    zh: {
      title: "周五酒吧爵士之夜",
      content: "本周五晚7点起，爵士三重奏将在酒店酒吧演出。免费入场，住店客人出示房卡可获赠鸡尾酒一杯。",
      signature: "酒吧团队",
    },
  },
};

export const laundryTheme: DemoAnnouncementTheme = {
  internalTitle: "Nouvelles machines de la laverie",
  imageName: "laverie.png",
  texts: {
    fr: {
      title: "Laverie : de nouvelles machines",
      content:
        "La laverie du rez-de-chaussée s'équipe de nouvelles machines, à payer par carte ou par téléphone. Elle est ouverte tous les jours de 7 h à 23 h.",
      signature: "L'accueil de la résidence",
    },
    en: {
      title: "Laundry: new machines",
      content:
        "The ground-floor laundry has new machines, paid by card or by phone. It is open every day from 7 am to 11 pm.",
      signature: "The residence office",
    },
    de: {
      title: "Waschraum: neue Maschinen",
      content:
        "Im Waschraum im Erdgeschoss stehen neue Maschinen, die Sie mit Karte oder Handy bezahlen. Er ist täglich von 7 bis 23 Uhr geöffnet.",
      signature: "Die Wohnheimverwaltung",
    },
    es: {
      title: "Lavandería: máquinas nuevas",
      content:
        "La lavandería de la planta baja estrena máquinas, que se pagan con tarjeta o con el móvil. Abre todos los días de 7:00 a 23:00.",
      signature: "La recepción de la residencia",
    },
    nl: {
      title: "Wasruimte: nieuwe machines",
      content:
        "In de wasruimte op de begane grond staan nieuwe machines, te betalen met pinpas of telefoon. Dagelijks open van 7.00 tot 23.00 uur.",
      signature: "De receptie van de residentie",
    },
    zh: {
      title: "洗衣房启用新洗衣机",
      content: "一楼洗衣房已换上新洗衣机，可刷卡或用手机支付。每天7:00至23:00开放。",
      signature: "公寓前台",
    },
  },
};

export const marketTheme: DemoAnnouncementTheme = {
  internalTitle: "Marché des producteurs",
  imageName: "marche.png",
  texts: {
    fr: {
      title: "Marché des producteurs au camping",
      content:
        "Chaque mardi matin, les producteurs de la région s'installent près de l'accueil : fromages, fruits, miel et pain frais.",
      signature: "L'équipe du camping",
    },
    en: {
      title: "Farmers' market at the campsite",
      content: "Every Tuesday morning, local producers set up near reception: cheese, fruit, honey and fresh bread.",
      signature: "The campsite team",
    },
    de: {
      title: "Bauernmarkt auf dem Campingplatz",
      content:
        "Jeden Dienstagvormittag bieten Erzeuger aus der Region ihre Waren an der Rezeption an: Käse, Obst, Honig und frisches Brot.",
      signature: "Ihr Campingplatz-Team",
    },
    es: {
      title: "Mercado de productores en el camping",
      content:
        "Todos los martes por la mañana, los productores de la zona se instalan junto a la recepción: quesos, fruta, miel y pan recién hecho.",
      signature: "El equipo del camping",
    },
    nl: {
      title: "Boerenmarkt op de camping",
      content: "Elke dinsdagochtend staan boeren uit de streek bij de receptie met kaas, fruit, honing en vers brood.",
      signature: "Het campingteam",
    },
    zh: {
      title: "营地农夫市集",
      content: "每周二上午，当地农户在前台附近摆摊，出售奶酪、水果、蜂蜜和新鲜面包。",
      signature: "营地团队",
    },
  },
};

/** The hotels' themes, in the order their sites take them. */
export const hotelThemes: readonly DemoAnnouncementTheme[] = [
  breakfastTheme,
  spaTheme,
  worksTheme,
  jazzTheme,
  wifiTheme,
];
