// Kept free of `server-only`: the e2e tests read the demo content outside Next.js.
import type { SeedNews } from './types';

/** The six demo news articles; only the first has a video cover. */
export const news: SeedNews[] = [
  // 1. New CNC cutting table (video)
  {
    title: {
      en: 'Our new CNC oxy-fuel cutting table in action',
      fr: 'Notre nouvelle table d’oxycoupage CNC en action',
      de: 'Unsere neue CNC-Brennschneidanlage im Einsatz',
      it: 'Il nostro nuovo tavolo da ossitaglio CNC in azione',
      es: 'Nuestra nueva mesa de oxicorte CNC en acción',
    },
    cover: { kind: 'video' },
    blocks: [
      {
        title: {
          en: 'Plates up to 200 mm thick',
          fr: 'Des tôles jusqu’à 200 mm',
          de: 'Bleche bis 200 mm Dicke',
          it: 'Lamiere fino a 200 mm',
          es: 'Chapas de hasta 200 mm',
        },
        content: {
          en: 'Our new 3 × 6 m CNC table is now in full production. It cuts steel plates from 2 to 200 mm thick with two oxy-fuel torches working in parallel, and the footage shows it cutting a batch of 80 mm flanges. Parts we used to buy in are now cut in-house, a few metres from our assembly benches.',
          fr: 'Notre nouvelle table CNC de 3 × 6 m tourne désormais à plein régime. Elle découpe des tôles d’acier de 2 à 200 mm d’épaisseur avec deux chalumeaux travaillant en parallèle, et les images la montrent en train de découper une série de brides de 80 mm. Des pièces que nous faisions venir de l’extérieur sont maintenant découpées sur place, à quelques mètres de nos établis de montage.',
          de: 'Unsere neue CNC-Anlage mit 3 × 6 m Arbeitsfläche läuft inzwischen im Vollbetrieb. Sie schneidet Stahlbleche von 2 bis 200 mm Dicke mit zwei parallel arbeitenden Brennern; die Aufnahmen zeigen sie beim Schneiden einer Serie von 80-mm-Flanschen. Teile, die wir früher zukaufen mussten, entstehen jetzt im eigenen Haus, wenige Meter neben unseren Montageplätzen.',
          it: 'Il nostro nuovo tavolo da taglio CNC da 3 × 6 m è ormai a pieno regime. Taglia lamiere d’acciaio da 2 a 200 mm di spessore con due cannelli che lavorano in parallelo, e nelle immagini lo si vede tagliare una serie di flange da 80 mm. Pezzi che prima acquistavamo all’esterno vengono ora tagliati in casa, a pochi metri dai nostri banchi di montaggio.',
          es: 'Nuestra nueva mesa CNC de 3 × 6 m ya funciona a pleno rendimiento. Corta chapas de acero de 2 a 200 mm de espesor con dos sopletes que trabajan en paralelo, y en las imágenes se la ve cortando una serie de bridas de 80 mm. Piezas que antes comprábamos fuera ahora se cortan en casa, a pocos metros de nuestros bancos de montaje.',
        },
      },
      {
        title: {
          en: 'Cutting to your drawings',
          fr: 'Découpe selon vos plans',
          de: 'Zuschnitt nach Ihren Zeichnungen',
          it: 'Taglio su vostro disegno',
          es: 'Corte según sus planos',
        },
        content: {
          en: 'Send us a DXF file or a dimensioned sketch and we will nest your parts to make the most of every plate. We cut one-off parts and series for steel construction, machine building and agriculture, from S235 structural steel to wear-resistant grades. Parts are delivered as cut, or deburred and ready for welding.',
          fr: 'Envoyez-nous un fichier DXF ou un croquis coté et nous imbriquerons vos pièces pour tirer le meilleur parti de chaque tôle. Nous découpons pièces unitaires et séries pour la construction métallique, la construction de machines et l’agriculture, de l’acier de construction S235 aux nuances résistantes à l’usure. Les pièces sont livrées brutes de coupe, ou ébavurées et prêtes à souder.',
          de: 'Senden Sie uns eine DXF-Datei oder eine bemasste Skizze – wir schachteln Ihre Teile so, dass jede Platte optimal genutzt wird. Wir schneiden Einzelteile und Serien für Stahlbau, Maschinenbau und Landwirtschaft, vom Baustahl S235 bis zu verschleissfesten Sorten. Die Teile liefern wir schneidroh oder entgratet und schweissbereit.',
          it: 'Inviateci un file DXF o uno schizzo quotato: ottimizzeremo la disposizione dei vostri pezzi per sfruttare al meglio ogni lamiera. Tagliamo pezzi singoli e serie per carpenteria metallica, costruzione di macchine e agricoltura, dall’acciaio da costruzione S235 agli acciai antiusura. I pezzi vengono consegnati grezzi di taglio oppure sbavati e pronti per la saldatura.',
          es: 'Envíenos un archivo DXF o un croquis acotado y anidaremos sus piezas para aprovechar al máximo cada chapa. Cortamos piezas unitarias y series para estructuras metálicas, construcción de maquinaria y agricultura, desde acero estructural S235 hasta aceros antidesgaste. Las piezas se entregan tal como salen del corte, o desbarbadas y listas para soldar.',
        },
      },
      {
        title: {
          en: 'Shorter lead times',
          fr: 'Des délais raccourcis',
          de: 'Kürzere Lieferfristen',
          it: 'Tempi di consegna più brevi',
          es: 'Plazos más cortos',
        },
        content: {
          en: 'Now that plate cutting, machining and cylinder assembly all happen under one roof, lead times for custom cylinders and welded assemblies have dropped noticeably. Urgent repair parts can often be cut the same day.',
          fr: 'Comme la découpe, l’usinage et le montage des vérins se font désormais sous le même toit, les délais pour les vérins sur mesure et les ensembles mécano-soudés ont nettement diminué. Les pièces de réparation urgentes peuvent souvent être découpées le jour même.',
          de: 'Weil Brennschneiden, mechanische Bearbeitung und Zylindermontage jetzt unter einem Dach stattfinden, sind die Lieferfristen für Sonderzylinder und Schweissbaugruppen spürbar kürzer geworden. Dringende Reparaturteile können oft noch am selben Tag geschnitten werden.',
          it: 'Poiché taglio, lavorazione meccanica e montaggio dei cilindri avvengono ora sotto lo stesso tetto, i tempi di consegna per cilindri su misura e gruppi saldati si sono ridotti sensibilmente. I pezzi di riparazione urgenti possono spesso essere tagliati in giornata.',
          es: 'Como el corte, el mecanizado y el montaje de cilindros se realizan ahora bajo un mismo techo, los plazos de entrega de cilindros a medida y conjuntos soldados se han reducido notablemente. Las piezas de reparación urgentes a menudo pueden cortarse el mismo día.',
        },
      },
    ],
  },

  // 2. Anniversary
  {
    title: {
      en: 'More than fifty years of hydraulics in the heart of Vaud',
      fr: 'Plus de cinquante ans d’hydraulique au cœur du canton de Vaud',
      de: 'Über fünfzig Jahre Hydraulik im Herzen der Waadt',
      it: 'Oltre cinquant’anni di idraulica nel cuore del Canton Vaud',
      es: 'Más de cincuenta años de hidráulica en el corazón del cantón de Vaud',
    },
    cover: { kind: 'image', drawing: 'workshop' },
    blocks: [
      {
        title: {
          en: 'Where it all began',
          fr: 'Les débuts',
          de: 'Die Anfänge',
          it: 'Gli inizi',
          es: 'Los comienzos',
        },
        content: {
          en: 'The company was founded in 1971 as a small repair shop for the hydraulic cylinders of construction and farm machinery. Our first customers were local contractors and farmers who needed their machines back quickly, and that sense of urgency has never left us.',
          fr: 'L’entreprise a été fondée en 1971 comme petit atelier de réparation de vérins hydrauliques pour engins de chantier et machines agricoles. Nos premiers clients étaient des entrepreneurs et des agriculteurs de la région qui devaient récupérer leurs machines au plus vite, et ce sens de l’urgence ne nous a jamais quittés.',
          de: 'Das Unternehmen wurde 1971 als kleine Reparaturwerkstatt für Hydraulikzylinder von Bau- und Landmaschinen gegründet. Die ersten Kunden waren Bauunternehmer und Landwirte aus der Region, die ihre Maschinen schnell zurückbrauchten – und dieses Gespür für Dringlichkeit haben wir bis heute behalten.',
          it: 'L’azienda è nata nel 1971 come piccola officina di riparazione di cilindri idraulici per macchine edili e agricole. I primi clienti erano imprese edili e agricoltori della regione che avevano bisogno di riavere in fretta le loro macchine, e questo senso dell’urgenza non ci ha mai abbandonato.',
          es: 'La empresa se fundó en 1971 como un pequeño taller de reparación de cilindros hidráulicos para maquinaria de obra y agrícola. Los primeros clientes eran contratistas y agricultores de la zona que necesitaban recuperar sus máquinas cuanto antes, y ese sentido de la urgencia nunca nos ha abandonado.',
        },
      },
      {
        title: {
          en: 'From repairs to engineering',
          fr: 'De la réparation à l’ingénierie',
          de: 'Von der Reparatur zur Entwicklung',
          it: 'Dalla riparazione alla progettazione',
          es: 'De la reparación a la ingeniería',
        },
        content: {
          en: 'Over the decades the workshop added seals and fittings, hose crimping, oxy-fuel plate cutting and, more recently, an engineering office for mechanical, hydraulic and electrical studies. Today we design and simulate new solutions while still repairing the old ones.',
          fr: 'Au fil des décennies, l’atelier s’est enrichi de la vente de joints et de raccords, du sertissage de flexibles, de l’oxycoupage et, plus récemment, d’un bureau d’études en mécanique, hydraulique et électricité. Aujourd’hui, nous concevons et simulons de nouvelles solutions tout en continuant à réparer les anciennes.',
          de: 'Im Lauf der Jahrzehnte kamen Dichtungen und Verschraubungen, die Schlauchkonfektion, das Brennschneiden und zuletzt ein Entwicklungsbüro für Mechanik, Hydraulik und Elektrotechnik dazu. Heute entwickeln und simulieren wir neue Lösungen – und reparieren weiterhin die bewährten.',
          it: 'Nel corso dei decenni l’officina si è arricchita della vendita di guarnizioni e raccordi, della pressatura di tubi flessibili, dell’ossitaglio e, più di recente, di un ufficio tecnico per studi meccanici, idraulici ed elettrici. Oggi progettiamo e simuliamo nuove soluzioni, continuando a riparare quelle di una volta.',
          es: 'Con el paso de las décadas, el taller incorporó la venta de juntas y racores, el engaste de mangueras, el oxicorte y, más recientemente, una oficina técnica de estudios mecánicos, hidráulicos y eléctricos. Hoy diseñamos y simulamos nuevas soluciones sin dejar de reparar las de siempre.',
        },
      },
      {
        title: {
          en: 'Thank you',
          fr: 'Merci',
          de: 'Danke',
          it: 'Grazie',
          es: 'Gracias',
        },
        content: {
          en: 'None of this would have been possible without the loyalty of our customers and the skill of our staff, many of whom have been with us for decades. Thank you for your trust; we are looking forward to the next fifty years.',
          fr: 'Rien de tout cela n’aurait été possible sans la fidélité de nos clients et le savoir-faire de nos collaboratrices et collaborateurs, dont beaucoup sont à nos côtés depuis des décennies. Merci de votre confiance. Nous nous réjouissons des cinquante prochaines années.',
          de: 'Nichts davon wäre möglich gewesen ohne die Treue unserer Kundschaft und das Können unserer Mitarbeitenden, von denen viele seit Jahrzehnten bei uns sind. Herzlichen Dank für Ihr Vertrauen – wir freuen uns auf die nächsten fünfzig Jahre.',
          it: 'Nulla di tutto questo sarebbe stato possibile senza la fedeltà dei nostri clienti e la competenza delle nostre collaboratrici e dei nostri collaboratori, molti dei quali lavorano con noi da decenni. Grazie per la vostra fiducia: guardiamo con entusiasmo ai prossimi cinquant’anni.',
          es: 'Nada de esto habría sido posible sin la fidelidad de nuestros clientes y la destreza de nuestro equipo, en el que muchas personas llevan décadas con nosotros. Gracias por su confianza; afrontamos con ilusión los próximos cincuenta años.',
        },
      },
    ],
  },

  // 3. R&D: finite-element study
  {
    title: {
      en: 'R&D: finite-element study for a 250 t special press',
      fr: 'R&D : étude par éléments finis d’une presse spéciale de 250 t',
      de: 'F&E: Finite-Elemente-Berechnung für eine 250-t-Sonderpresse',
      it: 'R&S: studio agli elementi finiti per una pressa speciale da 250 t',
      es: 'I+D: estudio por elementos finitos de una prensa especial de 250 t',
    },
    cover: { kind: 'image', drawing: 'press' },
    blocks: [
      {
        title: {
          en: 'The challenge',
          fr: 'Le défi',
          de: 'Die Aufgabe',
          it: 'La sfida',
          es: 'El reto',
        },
        content: {
          en: 'A customer in the precast concrete industry needed a 250 t press for an existing hall whose overhead crane has a limited capacity. The frame therefore had to be as light as possible while remaining stiff enough to keep the moulds parallel under full load.',
          fr: 'Un client actif dans la préfabrication en béton avait besoin d’une presse de 250 t pour une halle existante dont le pont roulant a une capacité limitée. Le bâti devait donc être aussi léger que possible, tout en restant assez rigide pour garder les moules parallèles à pleine charge.',
          de: 'Ein Kunde aus der Betonfertigteilindustrie brauchte eine 250-t-Presse für eine bestehende Halle mit begrenzter Kranlast. Der Rahmen musste deshalb so leicht wie möglich und trotzdem steif genug sein, um die Formen unter Volllast parallel zu halten.',
          it: 'Un cliente del settore dei prefabbricati in calcestruzzo aveva bisogno di una pressa da 250 t da installare in un capannone esistente, servito da un carroponte di portata limitata. Il telaio doveva quindi essere il più leggero possibile, pur restando abbastanza rigido da mantenere paralleli gli stampi a pieno carico.',
          es: 'Un cliente del sector de los prefabricados de hormigón necesitaba una prensa de 250 t para una nave existente con un puente grúa de capacidad limitada. Por eso el bastidor debía ser lo más ligero posible, sin dejar de ser lo bastante rígido para mantener los moldes paralelos a plena carga.',
        },
      },
      {
        title: {
          en: 'Simulate before welding',
          fr: 'Simuler avant de souder',
          de: 'Simulieren vor dem Schweissen',
          it: 'Simulare prima di saldare',
          es: 'Simular antes de soldar',
        },
        content: {
          en: 'Our engineering office modelled the complete frame and ran a series of finite-element calculations on stresses, deflection and weld fatigue. By moving material to where the loads actually flow, we cut the weight of the frame by 18% compared with the first conventional design.',
          fr: 'Notre bureau d’études a modélisé le bâti complet et mené une série de calculs par éléments finis sur les contraintes, la flèche et la tenue en fatigue des soudures. En plaçant la matière là où les efforts passent réellement, nous avons réduit le poids du bâti de 18 % par rapport à la première conception classique.',
          de: 'Unser Entwicklungsbüro hat den kompletten Rahmen modelliert und eine Reihe von FEM-Berechnungen zu Spannungen, Durchbiegung und Schweissnahtermüdung durchgeführt. Indem wir das Material dorthin verlagert haben, wo die Kräfte tatsächlich fliessen, wurde der Rahmen um 18 % leichter als im ersten konventionellen Entwurf.',
          it: 'Il nostro ufficio tecnico ha modellato l’intero telaio ed eseguito una serie di calcoli agli elementi finiti su tensioni, deformazioni e resistenza a fatica delle saldature. Spostando il materiale dove passano realmente i carichi, abbiamo ridotto il peso del telaio del 18% rispetto al primo progetto tradizionale.',
          es: 'Nuestra oficina técnica modeló el bastidor completo y realizó una serie de cálculos por elementos finitos de tensiones, deformaciones y resistencia a la fatiga de las soldaduras. Al colocar el material donde realmente pasan los esfuerzos, redujimos el peso del bastidor en un 18 % respecto al primer diseño convencional.',
        },
      },
      {
        title: {
          en: 'Confirmed on the real press',
          fr: 'Vérifié sur la presse réelle',
          de: 'Am realen Objekt bestätigt',
          it: 'Verificato sulla pressa reale',
          es: 'Comprobado en la prensa real',
        },
        content: {
          en: 'After manufacture, strain gauges on the frame confirmed the calculated values to within a few percent. The press now runs in two shifts, and the same method is available for your own machines, lifting equipment and steel structures.',
          fr: 'Après la fabrication, des jauges de contrainte posées sur le bâti ont confirmé les valeurs calculées à quelques pour cent près. La presse tourne aujourd’hui en deux équipes, et la même méthode est à votre disposition pour vos machines, engins de levage et structures métalliques.',
          de: 'Nach der Fertigung bestätigten Dehnmessstreifen am Rahmen die berechneten Werte bis auf wenige Prozent. Die Presse läuft heute im Zweischichtbetrieb – und dieselbe Methode steht auch für Ihre Maschinen, Hebezeuge und Stahlkonstruktionen zur Verfügung.',
          it: 'Dopo la costruzione, gli estensimetri applicati al telaio hanno confermato i valori calcolati con uno scarto di pochi punti percentuali. La pressa lavora oggi su due turni, e lo stesso metodo è a disposizione per le vostre macchine, i vostri apparecchi di sollevamento e le vostre strutture in acciaio.',
          es: 'Tras la fabricación, unas galgas extensométricas colocadas en el bastidor confirmaron los valores calculados con una diferencia de pocos puntos porcentuales. Hoy la prensa trabaja a dos turnos, y el mismo método está a su disposición para sus máquinas, equipos de elevación y estructuras metálicas.',
        },
      },
    ],
  },

  // 4. Hose service for farm machinery
  {
    title: {
      en: 'Hydraulic hoses for farm machinery, made while you wait',
      fr: 'Machines agricoles : vos flexibles hydrauliques sertis pendant que vous patientez',
      de: 'Hydraulikschläuche für Landmaschinen – gepresst, während Sie warten',
      it: 'Tubi idraulici per macchine agricole, pronti mentre aspettate',
      es: 'Mangueras hidráulicas para maquinaria agrícola, listas mientras espera',
    },
    cover: { kind: 'image', drawing: 'crimper' },
    blocks: [
      {
        title: {
          en: 'When every hour counts',
          fr: 'Quand chaque heure compte',
          de: 'Wenn jede Stunde zählt',
          it: 'Quando ogni ora conta',
          es: 'Cuando cada hora cuenta',
        },
        content: {
          en: 'A burst hose in the middle of the harvest can stop a combine or a tractor for a whole day. Bring us the damaged hose and we will make an identical one while you wait, usually in less than 30 minutes.',
          fr: 'Un flexible qui éclate en pleine moisson peut immobiliser une moissonneuse-batteuse ou un tracteur pendant une journée entière. Apportez-nous le flexible endommagé et nous en confectionnerons un identique pendant que vous patientez, en général en moins de 30 minutes.',
          de: 'Ein geplatzter Schlauch mitten in der Ernte kann einen Mähdrescher oder Traktor einen ganzen Tag lang stilllegen. Bringen Sie uns den beschädigten Schlauch, und wir fertigen ein identisches Exemplar, während Sie warten – meist in weniger als 30 Minuten.',
          it: 'Un tubo che scoppia in piena mietitura può fermare una mietitrebbia o un trattore per un’intera giornata. Portateci il tubo danneggiato e ve ne realizzeremo uno identico mentre aspettate, di solito in meno di 30 minuti.',
          es: 'Una manguera que revienta en plena cosecha puede parar una cosechadora o un tractor durante un día entero. Tráiganos la manguera dañada y le fabricaremos una idéntica mientras espera, normalmente en menos de 30 minutos.',
        },
      },
      {
        title: {
          en: 'Fittings for every machine',
          fr: 'Des embouts pour toutes les machines',
          de: 'Verschraubungen für jede Maschine',
          it: 'Raccordi per ogni macchina',
          es: 'Terminales para todas las máquinas',
        },
        content: {
          en: 'Our stock covers the metric, BSP, JIC and ORFS fittings found on tractors, loaders, balers and sprayers, with hoses from DN 6 to DN 51. Quick couplings, protective sleeves and hose clamps are also available at the counter.',
          fr: 'Notre stock couvre les embouts métriques, BSP, JIC et ORFS que l’on trouve sur les tracteurs, chargeurs, presses à balles et pulvérisateurs, avec des flexibles du DN 6 au DN 51. Coupleurs rapides, gaines de protection et colliers sont également disponibles au comptoir.',
          de: 'Unser Lager umfasst metrische, BSP-, JIC- und ORFS-Verschraubungen, wie sie an Traktoren, Ladern, Ballenpressen und Feldspritzen verbaut sind, dazu Schläuche von DN 6 bis DN 51. Schnellkupplungen, Schutzschläuche und Schlauchschellen erhalten Sie ebenfalls an unserer Theke.',
          it: 'Il nostro magazzino comprende i raccordi metrici, BSP, JIC e ORFS montati su trattori, caricatori, rotopresse e irroratrici, con tubi da DN 6 a DN 51. Al banco trovate anche innesti rapidi, guaine di protezione e fascette.',
          es: 'Nuestro almacén cubre los terminales métricos, BSP, JIC y ORFS que llevan tractores, cargadoras, empacadoras y pulverizadores, con mangueras de DN 6 a DN 51. En el mostrador también encontrará acoplamientos rápidos, fundas de protección y abrazaderas.',
        },
      },
      {
        title: {
          en: 'A preventive check before the season',
          fr: 'Contrôle préventif avant la saison',
          de: 'Vorsorgliche Kontrolle vor der Saison',
          it: 'Controllo preventivo prima della stagione',
          es: 'Revisión preventiva antes de la campaña',
        },
        content: {
          en: 'Before the season starts, we can inspect the hoses on your machines, replace any that are cracked or aged, and label each new assembly with its date of manufacture. A few hours of prevention in winter save days of downtime in summer.',
          fr: 'Avant le début de la saison, nous pouvons contrôler les flexibles de vos machines, remplacer ceux qui sont fissurés ou vieillis et étiqueter chaque nouveau flexible avec sa date de fabrication. Quelques heures de prévention en hiver épargnent des jours d’immobilisation en été.',
          de: 'Vor Saisonbeginn prüfen wir auf Wunsch die Schläuche Ihrer Maschinen, ersetzen rissige oder überalterte Leitungen und kennzeichnen jede neue Schlauchleitung mit ihrem Herstelldatum. Ein paar Stunden Vorsorge im Winter ersparen tagelange Stillstände im Sommer.',
          it: 'Prima dell’inizio della stagione possiamo controllare i tubi delle vostre macchine, sostituire quelli screpolati o invecchiati ed etichettare ogni nuovo tubo con la data di fabbricazione. Qualche ora di prevenzione in inverno evita giorni di fermo macchina in estate.',
          es: 'Antes de que empiece la campaña, podemos revisar las mangueras de sus máquinas, sustituir las que estén agrietadas o envejecidas y etiquetar cada manguera nueva con su fecha de fabricación. Unas horas de prevención en invierno ahorran días de parada en verano.',
        },
      },
    ],
  },

  // 5. Open day
  {
    title: {
      en: 'Open day: come and see our workshop at work',
      fr: 'Portes ouvertes : venez voir notre atelier en activité',
      de: 'Tag der offenen Tür: Erleben Sie unsere Werkstatt in Aktion',
      it: 'Porte aperte: venite a vedere la nostra officina al lavoro',
      es: 'Jornada de puertas abiertas: venga a ver nuestro taller en plena actividad',
    },
    cover: { kind: 'image', drawing: 'steel-plates' },
    blocks: [
      {
        title: {
          en: 'A Saturday among the machines',
          fr: 'Un samedi au milieu des machines',
          de: 'Ein Samstag zwischen den Maschinen',
          it: 'Un sabato tra le macchine',
          es: 'Un sábado entre máquinas',
        },
        content: {
          en: 'On our open day, the whole workshop is open to visitors from 9 am to 4 pm. Families, customers and neighbours can watch plates being cut on the CNC table, hoses being crimped and a cylinder being tested at 400 bar.',
          fr: 'Le jour des portes ouvertes, tout l’atelier est accessible au public de 9 h à 16 h. Familles, clients et voisins pourront voir des tôles découpées sur la table CNC, des flexibles sertis en direct et un vérin testé à 400 bar.',
          de: 'Am Tag der offenen Tür ist die ganze Werkstatt von 9 bis 16 Uhr für Besucherinnen und Besucher geöffnet. Familien, Kundschaft und Nachbarn erleben live, wie Bleche auf der CNC-Anlage geschnitten, Schläuche verpresst und ein Zylinder mit 400 bar geprüft wird.',
          it: 'In occasione delle porte aperte, tutta l’officina è aperta al pubblico dalle 9 alle 16. Famiglie, clienti e vicini potranno vedere dal vivo il taglio delle lamiere sul tavolo da taglio CNC, la pressatura dei tubi e il collaudo di un cilindro a 400 bar.',
          es: 'El día de puertas abiertas, todo el taller estará abierto al público de 9:00 a 16:00. Familias, clientes y vecinos podrán ver en directo el corte de chapas en la mesa CNC, el engaste de mangueras y la prueba de un cilindro a 400 bar.',
        },
      },
      {
        title: {
          en: 'For young visitors',
          fr: 'Pour les jeunes visiteurs',
          de: 'Für junge Gäste',
          it: 'Per i giovani visitatori',
          es: 'Para los más jóvenes',
        },
        content: {
          en: 'Our apprentices run a hands-on corner where children can assemble a small hydraulic circuit and lift a load with a hand pump. Everyone leaves with a souvenir cut from steel plate on our new table.',
          fr: 'Nos apprentis animent un coin atelier où les enfants peuvent monter un petit circuit hydraulique et soulever une charge avec une pompe à main. Chacun repart avec un souvenir découpé dans la tôle d’acier sur notre nouvelle table.',
          de: 'Unsere Lernenden betreuen eine Werkstattecke, in der Kinder einen kleinen Hydraulikkreislauf aufbauen und mit einer Handpumpe eine Last heben können. Alle gehen mit einem Andenken nach Hause, das auf unserer neuen Anlage aus Stahlblech geschnitten wurde.',
          it: 'I nostri apprendisti animano un angolo laboratorio in cui i bambini possono montare un piccolo circuito idraulico e sollevare un carico con una pompa a mano. Ognuno torna a casa con un ricordo tagliato in lamiera d’acciaio sul nostro nuovo tavolo da taglio.',
          es: 'Nuestros aprendices animan un rincón de taller donde los niños pueden montar un pequeño circuito hidráulico y levantar una carga con una bomba manual. Todos se llevan un recuerdo cortado en chapa de acero en nuestra nueva mesa.',
        },
      },
      {
        title: {
          en: 'Talk to our specialists',
          fr: 'Échangez avec nos spécialistes',
          de: 'Fachgespräche mit unseren Spezialisten',
          it: 'Parlate con i nostri specialisti',
          es: 'Hable con nuestros especialistas',
        },
        content: {
          en: 'Our engineers and technicians will be on hand all day to discuss your projects, from a single hose to a complete hydraulic system. Drinks and food from the grill are on us; admission is free and no registration is needed.',
          fr: 'Nos ingénieurs et techniciens seront disponibles toute la journée pour parler de vos projets, du simple flexible à l’installation hydraulique complète. Boissons et grillades sont offertes, et l’entrée est libre, sans inscription.',
          de: 'Unsere Ingenieure und Techniker stehen den ganzen Tag für Gespräche über Ihre Projekte bereit, vom einzelnen Schlauch bis zur kompletten Hydraulikanlage. Getränke und Grilladen werden offeriert; der Eintritt ist frei, eine Anmeldung ist nicht nötig.',
          it: 'I nostri ingegneri e tecnici saranno a disposizione tutto il giorno per discutere dei vostri progetti, dal singolo tubo all’impianto idraulico completo. Bevande e grigliata sono offerte; l’ingresso è libero e non è necessaria l’iscrizione.',
          es: 'Nuestros ingenieros y técnicos estarán disponibles durante todo el día para hablar de sus proyectos, desde una simple manguera hasta una instalación hidráulica completa. Ofrecemos bebidas y comida a la parrilla; la entrada es libre y no es necesario inscribirse.',
        },
      },
    ],
  },

  // 6. Apprentice success
  {
    title: {
      en: 'Our apprentice polymechanic among the best in the canton',
      fr: 'Notre apprenti polymécanicien parmi les meilleurs du canton',
      de: 'Unser Polymechaniker-Lernender unter den Besten des Kantons',
      it: 'Il nostro apprendista polimeccanico tra i migliori del cantone',
      es: 'Nuestro aprendiz de polimecánico, entre los mejores del cantón',
    },
    cover: { kind: 'image', drawing: 'test-bench' },
    blocks: [
      {
        title: {
          en: 'A diploma with distinction',
          fr: 'Un CFC avec mention',
          de: 'Ein Abschluss mit Auszeichnung',
          it: 'Un attestato con distinzione',
          es: 'Un título con distinción',
        },
        content: {
          en: 'After four years of training in our workshop, Julien Rochat has obtained his Federal VET Diploma as a polymechanic with an overall grade of 5.6 out of 6, one of the best results in the canton of Vaud this year. We are very proud of him.',
          fr: 'Après quatre ans de formation dans notre atelier, Julien Rochat a obtenu son CFC de polymécanicien avec une moyenne générale de 5,6, l’un des meilleurs résultats du canton de Vaud cette année. Nous sommes très fiers de lui.',
          de: 'Nach vier Lehrjahren in unserer Werkstatt hat Julien Rochat sein EFZ als Polymechaniker mit der Gesamtnote 5,6 abgeschlossen – eines der besten Ergebnisse im Kanton Waadt in diesem Jahr. Wir sind sehr stolz auf ihn.',
          it: 'Dopo quattro anni di formazione nella nostra officina, Julien Rochat ha ottenuto l’attestato federale di capacità (AFC) di polimeccanico con una media generale di 5,6 su 6, uno dei migliori risultati del Canton Vaud quest’anno. Siamo molto orgogliosi di lui.',
          es: 'Tras cuatro años de formación en nuestro taller, Julien Rochat ha obtenido el certificado federal de capacidad (CFC) de polimecánico con una nota media de 5,6 sobre 6, uno de los mejores resultados del cantón de Vaud este año. Estamos muy orgullosos de él.',
        },
      },
      {
        title: {
          en: 'A real cylinder as his final project',
          fr: 'Un vrai vérin comme travail final',
          de: 'Ein echter Zylinder als Abschlussarbeit',
          it: 'Un vero cilindro come lavoro finale',
          es: 'Un cilindro real como proyecto final',
        },
        content: {
          en: 'For his individual practical project, Julien completely overhauled a 160 mm bore cylinder from a forestry crane: dismantling, measuring, honing the tube, making new seals on the CNC lathe and testing it on our bench at 350 bar. The cylinder went straight back into service at the customer’s site.',
          fr: 'Pour son travail pratique individuel (TPI), Julien a entièrement révisé un vérin d’alésage 160 mm provenant d’une grue forestière : démontage, métrologie, rodage du tube, fabrication de nouveaux joints sur le tour CNC et essai sur notre banc à 350 bar. Le vérin a directement repris du service chez le client.',
          de: 'Für seine individuelle praktische Arbeit (IPA) hat Julien einen Zylinder mit 160 mm Bohrung aus einem Forstkran komplett revidiert: Demontage, Vermessung, Honen des Rohrs, Fertigung neuer Dichtungen auf der CNC-Drehmaschine und Prüfung auf unserem Prüfstand mit 350 bar. Der Zylinder ging direkt wieder beim Kunden in Betrieb.',
          it: 'Per il suo lavoro pratico individuale (LPI), Julien ha revisionato completamente un cilindro con alesaggio da 160 mm di una gru forestale: smontaggio, misurazione, levigatura del tubo, realizzazione di nuove guarnizioni al tornio CNC e collaudo sul nostro banco a 350 bar. Il cilindro è tornato subito in servizio presso il cliente.',
          es: 'Para su trabajo práctico individual, Julien revisó por completo un cilindro de 160 mm de diámetro interior de una grúa forestal: desmontaje, medición, bruñido del tubo, fabricación de juntas nuevas en el torno CNC y prueba en nuestro banco a 350 bar. El cilindro volvió directamente al servicio en las instalaciones del cliente.',
        },
      },
      {
        title: {
          en: 'Training the next generation',
          fr: 'Former la relève',
          de: 'Nachwuchs fördern',
          it: 'Formare la nuova generazione',
          es: 'Formar a la próxima generación',
        },
        content: {
          en: 'We currently train four apprentices as polymechanics and design draughtspersons. Taster placements for next year’s apprenticeships are open, and young people who enjoy hydraulics and mechanics are welcome to get in touch.',
          fr: 'Nous formons actuellement quatre apprentis polymécaniciens et dessinateurs-constructeurs industriels. Les stages d’orientation en vue des places d’apprentissage de l’an prochain sont ouverts, et les jeunes qu’attirent l’hydraulique et la mécanique sont les bienvenus.',
          de: 'Wir bilden zurzeit vier Lernende als Polymechaniker und Konstrukteure aus. Schnupperlehren für die Lehrstellen des nächsten Jahres sind möglich – junge Leute mit Freude an Hydraulik und Mechanik melden sich gerne bei uns.',
          it: 'Attualmente formiamo quattro apprendisti polimeccanici e progettisti meccanici. Sono aperti gli stage di orientamento per i posti di tirocinio del prossimo anno: i giovani appassionati di idraulica e meccanica sono i benvenuti.',
          es: 'Actualmente formamos a cuatro aprendices de polimecánico y de delineante proyectista. Están abiertas las prácticas de orientación para las plazas de aprendizaje del próximo año: los jóvenes a quienes les guste la hidráulica y la mecánica pueden ponerse en contacto con nosotros.',
        },
      },
    ],
  },
];
