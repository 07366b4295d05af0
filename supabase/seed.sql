-- Seed data for the blog: 38 posts (36 published, 2 drafts).
--
-- Runs after the migrations (Supabase `db reset`, a plain Postgres, or PGlite in the local backend).
-- Safe to run more than once: every insert ends with "on conflict (slug) do nothing".
--
-- Body markup, rendered line by line by the blog post page:
--   "## " second-level heading, "### " third-level heading, "# " skipped (title repeated in the body),
--   "- " bullet, other non-empty lines are paragraphs; **bold** and *italic* inline; blank lines skipped.
-- image_url is null (category default image) or one of the local images shipped with the blog remote.
-- The web-security post deliberately quotes HTML in its body: the site must show it as plain text.

-- Published posts, 2023.
insert into public.blog_posts
  (slug, title, excerpt, content, category, author, published_date, read_time, image_url, seo_title, seo_description, published)
values
  (
    'nhs-dspt-guide-for-small-providers',
    'A Practical Guide to the NHS DSPT for Small Providers',
    'The Data Security and Protection Toolkit can feel daunting for a small clinic or care provider. Here is how to approach it calmly, gather the right evidence and keep it current all year.',
    '# A Practical Guide to the NHS DSPT for Small Providers

If your organisation has access to NHS patient data or systems, you will almost certainly need to complete the **Data Security and Protection Toolkit** (DSPT) each year. For a large trust, this is a job for a dedicated information governance team. For a five-person physiotherapy practice or a family-run care home, it is usually one more task on the practice manager''s list.

The good news is that the toolkit is designed to scale. The requirements for smaller organisations are proportionate, and most of the evidence you need is a by-product of running a well-organised business.

## What the toolkit actually measures

The DSPT is built around the National Data Guardian''s ten data security standards. In practice, the questions fall into three broad themes:

- **People:** do staff understand their responsibilities, and have they completed data security training?
- **Process:** are there clear policies for handling records, reporting incidents and managing access?
- **Technology:** are devices patched, protected and configured so that only the right people can see patient information?

Each assertion needs either a simple confirmation or a piece of supporting evidence. The outcome is published, so commissioners and partners can see whether you have reached *Standards Met*.

## Start with an honest inventory

Before you open the toolkit, write down where patient information lives. Include the obvious systems, such as your practice management software, and the less obvious ones: shared inboxes, paper diaries, the laptop a clinician uses at home, and the spreadsheet someone built to track referrals.

### Questions to ask about each system

- Who can log in, and is each person using their own account?
- Is **multi-factor authentication** switched on where it is available?
- Where is the data physically stored, and who is the supplier?
- How would you know if something went wrong?

This inventory becomes your *information asset register*, which the toolkit asks about directly. It also tends to reveal quick wins, such as shared logins that can be replaced with individual accounts in an afternoon.

## Build an evidence folder as you go

The most common mistake we see is treating the DSPT as a once-a-year scramble before the submission deadline. Instead, keep a single, well-labelled folder and drop evidence into it as things happen: training certificates, the minutes of the meeting where you approved a policy, screenshots of your device encryption settings, the record of a near miss and what you changed afterwards.

When submission time comes round, you are assembling rather than inventing.

## Where software can help

Good systems make compliance easier rather than harder. When you evaluate clinical or business software, ask suppliers whether they hold their own DSPT, whether they can provide **audit logs** of who viewed each record, and whether access can be restricted by role. A supplier who can answer those questions clearly will save you hours every year.

## Keep it proportionate

The toolkit is not asking a small provider to behave like a hospital. It is asking you to know where your data is, to protect it sensibly and to learn from mistakes. If you approach it in that spirit, the DSPT becomes a useful annual health check rather than a chore.',
    'Healthcare Innovation',
    'Eleanor Marsh',
    date '2023-01-09',
    '3 min read',
    'images/compliance-checklist.webp',
    'NHS DSPT Guide for Small Healthcare Providers',
    'What the NHS Data Security and Protection Toolkit asks of small clinics and care providers, and how to gather evidence without drowning in paperwork.',
    true
  ),
  (
    'build-or-buy-custom-vs-off-the-shelf-software',
    'Build or Buy? Choosing Between Custom and Off-the-Shelf Software',
    'Off-the-shelf software is quick to start with; custom software fits like a glove. Here is a simple way to decide which route suits your business, and when a hybrid makes more sense.',
    'Almost every growing business reaches the point where its tools no longer fit the way it works. The question that follows is always the same: do we buy an existing product, or do we build something of our own?

There is no universally correct answer, but there is a sensible way to think it through.

## When buying makes sense

Off-the-shelf software, usually delivered as a subscription, is the right choice more often than developers like to admit. If your process is broadly similar to that of thousands of other businesses, someone has almost certainly built a good product for it already.

- **Speed:** you can often be up and running within days.
- **Shared cost:** development, hosting and security are spread across every customer.
- **Maturity:** established products have already met the edge cases you have not thought of yet.

Accounting, payroll, email and basic CRM are classic examples. Your bookkeeping is not what makes you different, so there is little reason to pay for a bespoke ledger.

## When building makes sense

Custom software earns its keep when the process it supports *is* your competitive advantage, or when the available products force you into awkward workarounds every single day.

Signs that you may have outgrown off-the-shelf tools include:

- staff re-keying the same information into two or three systems;
- critical steps living in personal spreadsheets that only one person understands;
- paying for an **enterprise tier** just to unlock one feature;
- customers noticing the seams between your systems.

### The hidden costs on both sides

A subscription looks cheap until you add up per-user charges, premium add-ons and the integration work needed to connect it to everything else. A custom build looks expensive until you compare it with five years of those charges. Equally, custom software needs ongoing maintenance, hosting and security updates; it is *never* a one-off purchase.

When you compare options, model the total cost over at least three years, including staff time.

## The hybrid route

For most small businesses the best answer is a mixture. Use proven products for the commodity work and build small, focused pieces of custom software where they add real value: a customer portal, an integration that removes double entry, or a reporting dashboard that pulls everything together.

This approach keeps your upfront investment modest, avoids reinventing the wheel and still gives you something that fits the way your team actually works.

## A simple test

Write down the three processes that generate most of your revenue or most of your complaints. If an existing product handles all three well, buy it. If it handles two and the third is where you win or lose customers, that third process is a strong candidate for something built specifically for you.',
    'SaaS Solutions',
    'James Okafor',
    date '2023-01-24',
    '3 min read',
    null,
    null,
    null,
    true
  ),
  (
    'cyber-essentials-or-iso-27001-which-do-you-need',
    'Cyber Essentials or ISO 27001: Which Does Your Business Need?',
    'Customers and tender documents increasingly ask for security certification. We compare Cyber Essentials and ISO 27001 so you can choose the right starting point.',
    'Sooner or later a customer, insurer or public sector tender will ask what security certification you hold. For UK small businesses the two names that come up most are **Cyber Essentials** and **ISO 27001**. They are often mentioned in the same breath, but they are very different undertakings.

## Cyber Essentials in brief

Cyber Essentials is a government-backed scheme overseen by the National Cyber Security Centre. It focuses on five technical controls that protect against the most common internet-based attacks:

- **Firewalls** at the boundary of your network and on devices;
- **Secure configuration**, removing default passwords and unnecessary software;
- **User access control**, so people only have the access they need;
- **Malware protection** on every device in scope;
- **Security update management**, applying critical and high-risk patches promptly.

The basic level is a verified self-assessment questionnaire. *Cyber Essentials Plus* adds a hands-on technical audit by an assessor. Certification must be renewed every year, and it is a requirement for many central government contracts.

## ISO 27001 in brief

ISO 27001 is an international standard for an *information security management system*. Rather than prescribing a fixed set of controls, it requires you to identify your own risks, choose appropriate controls, document them and prove, through internal audits and management reviews, that the system is working and improving.

Certification involves an external audit by an accredited body, followed by surveillance audits and a full recertification every three years.

## Comparing the effort

### Cyber Essentials

For a well-run small business, preparation typically means tightening device settings, enforcing multi-factor authentication on cloud services, removing unsupported software and confirming that updates are automatic. Many organisations can get there in weeks.

### ISO 27001

This is a management commitment measured in months. You will write a risk assessment, a statement of applicability and a suite of policies, train staff, run internal audits and hold management reviews. The reward is a structured, repeatable way of handling security that reassures larger clients.

## Which should you do first?

For almost every small business the answer is **Cyber Essentials first**. It delivers real protection quickly, costs little and builds habits that ISO 27001 will later expect. Once those basics are solid, consider ISO 27001 if:

- **enterprise or financial services clients** require it in their supplier questionnaires;
- you process sensitive data on behalf of others, such as health or financial records;
- you want a formal framework for managing risk as you grow.

## A note on software suppliers

Whichever route you take, your suppliers are part of your security. When choosing SaaS products, ask for their certifications, their penetration testing approach and how they handle vulnerabilities. A supplier who holds ISO 27001 makes your own certification easier, because much of the evidence for hosted systems is already available.',
    'Compliance',
    'Daniel Kowalski',
    date '2023-02-07',
    '3 min read',
    'images/secure-records.webp',
    'Cyber Essentials vs ISO 27001 for UK Small Businesses',
    'A plain-English comparison of Cyber Essentials and ISO 27001: what each covers, the effort involved, and which one UK small businesses should tackle first.',
    true
  ),
  (
    'remote-patient-monitoring-for-independent-providers',
    'Remote Patient Monitoring for Independent Providers: Where to Start',
    'Remote monitoring is no longer the preserve of large NHS trusts. Here is how independent clinics and community providers can run a sensible, safe pilot.',
    'Remote patient monitoring lets clinicians keep an eye on patients between appointments, using readings such as blood pressure, oxygen saturation, weight or symptom questionnaires submitted from home. It was once something only large trusts could attempt. Today, affordable devices and cloud platforms put it within reach of independent clinics, community services and care providers.

That does not mean it is simple. The technology is the easy part; the clinical pathway around it is where pilots succeed or fail.

## Begin with a single pathway

Resist the temptation to monitor everything for everyone. Choose one group of patients where more frequent readings would genuinely change what you do. Good candidates tend to share a few traits:

- a **clear measurement** that can be taken reliably at home;
- an **agreed threshold** at which a clinician should act;
- patients who are willing and able to take part, or who have a carer who can help.

Write down what happens when a reading is out of range: who sees it, how quickly, and what they do next. If you cannot describe that response in a few sentences, the pathway is not ready.

## Choosing the technology

### Devices

Prefer devices that send readings automatically over those that rely on patients typing numbers into an app. Manual entry introduces errors and quietly erodes engagement after the first few weeks.

### The platform

The monitoring platform should show clinicians a prioritised list, not a wall of data. Look for:

- **Configurable alert thresholds** per patient, not just per condition;
- a full audit trail of who reviewed each alert and when;
- integration with your existing clinical record, so notes are not duplicated;
- hosting in the UK and a supplier who can evidence their DSPT status.

If the product performs any kind of automated interpretation, ask the supplier about its regulatory status as a medical device and its clinical safety documentation.

## Governance is part of the build

Before the first patient enrols, complete a data protection impact assessment. Update your privacy information so patients understand what is collected and who sees it. Agree how long readings are kept. Make sure there is a named clinical lead who owns the pathway and a process for patients who stop submitting readings, because *silence can itself be a warning sign*.

## Measure what matters

Decide in advance how you will judge the pilot. Useful measures include clinician time spent reviewing alerts, the number of unplanned contacts, patient feedback and how often alerts led to a change in care. Review them honestly after three months and be prepared to adjust thresholds, change the patient group or stop.

A modest, well-run pilot will teach you far more than an ambitious programme that nobody has the capacity to support.',
    'Healthcare Innovation',
    'Priya Nair',
    date '2023-02-21',
    '3 min read',
    null,
    null,
    null,
    true
  ),
  (
    'making-tax-digital-preparing-your-bookkeeping-systems',
    'Making Tax Digital: Preparing Your Bookkeeping Systems',
    'Making Tax Digital changes how records are kept as well as how returns are filed. We explain what digital links mean in practice and how to get your systems ready.',
    '# Making Tax Digital: Preparing Your Bookkeeping Systems

HM Revenue and Customs'' **Making Tax Digital** programme has already changed how VAT-registered businesses keep records and file returns. Income Tax Self Assessment is next, with sole traders and landlords above the income thresholds due to join in stages from April 2026. If you have not reviewed your bookkeeping setup recently, now is a good time.

## It is about records, not just returns

A common misunderstanding is that Making Tax Digital simply means filing online. In fact the rules cover how records are *kept*. You need to maintain digital records and send information to HMRC using compatible software, and the journey from source data to submission must be unbroken.

### Digital links

HMRC requires **digital links** between the pieces of software you use. Moving data automatically or by importing a file counts; copying figures by hand from one spreadsheet into another does not. In practice this rules out the once-common habit of keying totals from a spreadsheet into a filing tool.

## Getting your setup ready

- **Choose recognised software.** HMRC publishes a list of compatible products. Most mainstream cloud accounting packages qualify, as do bridging tools that connect spreadsheets to HMRC.
- **Connect your bank feeds.** Automatic feeds reduce manual entry and make reconciliation far quicker.
- **Tidy your chart of accounts.** A clear, consistent set of categories makes quarterly updates painless.
- **Capture receipts digitally.** Photograph or forward receipts as they arrive rather than keeping them in a box until the year end.

## Spreadsheets are not banned

Many small businesses rely on spreadsheets and are understandably wary of change. Spreadsheets can still be part of a compliant setup as long as the data flows digitally into the submission software. That said, if your spreadsheet has grown into a fragile web of formulae that only one person understands, this is a good moment to move to a proper system.

## Think beyond compliance

Quarterly digital records give you something valuable: an up-to-date picture of your finances throughout the year. Used well, the same data can drive cash-flow forecasts, profitability by customer or service, and early warnings when costs creep up.

When we build or integrate systems for clients, we aim for a single flow: sales and purchase data captured once, at source, and passed automatically to accounting, reporting and HMRC. That removes re-keying, reduces errors and makes your accountant''s job quicker and cheaper.

## Talk to your accountant early

Your accountant will have views on which software fits your circumstances and may already support many clients on a particular platform. Agree who does what each quarter, and test a submission cycle well before your first deadline. *A dry run in a quiet month is far better than a discovery on the due date.*',
    'Financial Services',
    'Tom Hargreaves',
    date '2023-03-08',
    '3 min read',
    'images/data-dashboard.webp',
    'Making Tax Digital: Get Your Systems Ready',
    'How UK small businesses and sole traders can prepare their bookkeeping software and processes for Making Tax Digital, from digital links to quarterly updates.',
    true
  ),
  (
    'understanding-saas-pricing-per-user-tiered-and-usage-based',
    'Understanding SaaS Pricing: Per-User, Tiered and Usage-Based Models',
    'The headline price on a SaaS website rarely tells the whole story. Learn how the common pricing models work and how to estimate what you will really pay as you grow.',
    'Software-as-a-service pricing pages are designed to look simple: a friendly monthly figure, three or four tiers and a highlighted *Most popular* option. Behind that simplicity sit pricing models that behave very differently as your business changes.

## The common models

### Per-user pricing

You pay a fixed amount for each person with a login. It is predictable and easy to budget for, but it penalises growth and discourages you from giving occasional users access. Watch for:

- **Minimum seat counts** on higher tiers;
- **annual commitments** that stop you reducing seats mid-term;
- whether read-only or occasional users are charged at the full rate.

### Tiered pricing

Features are bundled into packages. The trap here is the single feature that only exists in the top tier, such as single sign-on, audit logs or an API, which forces you to upgrade every user to get it.

### Usage-based pricing

You pay for what you consume: messages sent, records stored, transactions processed. This can be excellent value for businesses with low or seasonal usage, but costs are harder to predict. Ask for usage alerts and spending caps before you sign.

### Flat-rate pricing

One price, unlimited users. Rare, but attractive for teams with many occasional users.

## Estimating the real cost

Build a simple three-year model rather than comparing monthly headline prices. Include:

- **Seats today and in three years**, based on realistic hiring plans;
- add-ons you will need, such as extra storage, telephony or premium support;
- integration costs, whether for middleware subscriptions or development time;
- the annual price increase written into the contract, if any;
- the cost of leaving, including data export and migration.

Once you have done this for two or three candidates, the cheapest option is often not the one with the lowest monthly price.

## Negotiating

Even small businesses have more leverage than they think, particularly towards the end of a supplier''s sales quarter. It is reasonable to ask for a discount for annual payment, a cap on renewal increases, a longer trial or a free onboarding package. *Get every concession in writing*, and make sure it survives renewal.

## Where custom software fits

For a handful of businesses, the sums point in an unexpected direction: a modest custom application, hosted cheaply, can cost less over five years than a per-user subscription for a large team. That is not usually the case, but it is worth checking when your user count is high and your needs are narrow.',
    'SaaS Solutions',
    'Sarah Whitfield',
    date '2023-03-22',
    '3 min read',
    'images/cloud-platform.webp',
    null,
    null,
    true
  ),
  (
    'caldicott-principles-for-small-healthcare-teams',
    'The Caldicott Principles in Everyday Practice for Small Healthcare Teams',
    'The eight Caldicott principles guide how confidential patient information is used and shared. Here is what they look like in the day-to-day work of a small clinic.',
    'The Caldicott principles have shaped how confidential patient information is handled in UK health and care for more than two decades. Large organisations appoint a formal Caldicott Guardian. Small providers often have the same obligations with far fewer people, so the principles need to live in everyday habits rather than in a policy binder.

## The principles in short

There are eight principles. Paraphrased, they ask you to:

- **Justify the purpose** for using confidential information;
- use it only when it is **necessary**;
- use the **minimum** information required;
- give access on a strict **need-to-know** basis;
- make sure everyone understands their responsibilities;
- comply with the law;
- recognise that the **duty to share** can be as important as the duty to protect;
- inform patients and service users about how their information is used.

## What this looks like in practice

### At reception

Reception staff need to book appointments and take payments. They rarely need clinical notes. If your practice system shows everything to everyone, ask your supplier whether access can be restricted by role. Most modern systems can do this; it simply needs setting up.

### In referrals and letters

When writing to another professional, include what they need for the task, not the entire history. Templates help here: a well-designed referral template prompts for the relevant information and nothing more.

### In email and messaging

Avoid sending identifiable information over personal messaging apps. Use secure email or your clinical system''s messaging tools, and check the recipient before you press send. *In a small practice, a misdirected email is a far likelier breach than a sophisticated attack.*

## Sharing is part of good care

The seventh principle exists because excessive caution can harm patients. If a colleague in another organisation needs information to provide safe, direct care, sharing it is usually appropriate and expected. Staff should feel confident doing so, within clear guidance, rather than defaulting to refusal.

## Building the principles into your systems

Technology can quietly enforce good practice:

- **Role-based access** so people see only what their job requires;
- **audit logs** that record who viewed which record, reviewed periodically;
- sensible defaults in templates and reports that omit unnecessary identifiers;
- clear privacy notices that explain, in plain English, how information is used.

## Who takes responsibility?

Even a three-person practice should name someone to lead on confidentiality questions. That person does not need to be an expert, but they should know where to find guidance, keep a simple log of decisions about unusual requests, and make sure new staff are briefed on their first day.',
    'Healthcare',
    'Eleanor Marsh',
    date '2023-04-05',
    '3 min read',
    null,
    'Caldicott Principles for Small Healthcare Teams',
    'How small clinics and care providers can apply the eight Caldicott principles day to day, from access controls in software to sharing information safely.',
    true
  ),
  (
    'choosing-a-digital-social-care-record-for-a-small-care-home',
    'Choosing a Digital Social Care Record for a Small Care Home',
    'Moving from paper care plans to a digital social care record is a big step for a small care home. We share what to look for, what to ask suppliers and how to plan the switch.',
    'For many small care homes and domiciliary care agencies, paper care plans and daily notes still do the job, just about. But paper makes it hard to spot trends, slow to share information with GPs and community teams, and stressful during inspections. A **digital social care record** can change that, provided you choose carefully and plan the move well.

## Start with your carers

The people who will use the system most are care staff on shift, often using a handheld device while supporting residents. If the system is awkward for them, records will be incomplete no matter how good the management reports look.

During demonstrations, insist on seeing:

- how long it takes to record a routine care task;
- whether notes can be captured quickly by **voice or quick-pick options**;
- what happens when Wi-Fi drops in a corner of the building;
- how easily a new starter can learn it.

Better still, ask to trial the app with two or three of your own staff before you commit.

## Check the essentials

### Assurance

The Department of Health and Social Care has published an *Assured Solutions List* of digital social care record products that meet a set of core standards. Starting your search there saves a great deal of due diligence.

### Data and security

- Where is data hosted, and does the supplier complete its own **DSPT** submission?
- Can you **export all your records** in a usable format if you leave?
- Does the system keep a full audit trail of every change to a care plan?

### Integration

Ask whether the system can connect with GP records, pharmacy systems or electronic medicines administration. Even read-only access to summary information can save hours of phone calls.

## Planning the switch

Running paper and digital side by side for too long is exhausting. A typical approach is:

- **Prepare:** tidy existing care plans and agree naming conventions before data entry begins.
- **Load:** transfer current care plans and key history, not every note ever written.
- **Train:** give each staff member protected time to learn, and appoint digital champions on each shift.
- **Go live:** choose a quiet week, switch fully and keep support on hand.
- **Review:** after a month, ask staff what is slowing them down and adjust templates.

## What about the paper archive?

Historic paper records still need to be stored securely and kept for the required period. Scanning everything is rarely worthwhile. Scan active records where it helps continuity of care, and archive the rest safely until they can be destroyed under your retention schedule.

## The result

Done well, a digital record gives managers a live view of care delivered, helps staff hand over between shifts and makes inspection evidence easy to produce. Most importantly, *it gives carers more time with the people they support*.',
    'Healthcare Innovation',
    'Priya Nair',
    date '2023-04-19',
    '3 min read',
    'images/secure-records.webp',
    null,
    null,
    true
  ),
  (
    'getting-more-from-salesforce-on-a-small-budget',
    'Getting More from Salesforce on a Small Budget',
    'Salesforce has a reputation for being expensive and complex. With the right edition, careful licensing and a little discipline, small businesses can get excellent value from it.',
    'Salesforce is often seen as a platform for large enterprises with large budgets. Plenty of small businesses use it successfully, though, and the difference between a costly disappointment and a valuable system usually comes down to a few early decisions.

## Pick the right edition

Salesforce sells its products in editions, and the gaps between them matter. Entry-level editions are affordable and quick to set up, but limit automation and customisation. Higher editions unlock features such as advanced workflow, API access and sandboxes for testing.

Before upgrading, ask which specific feature you need and whether there is a cheaper way to get it. *Paying for the next edition to unlock one feature for every user is rarely the best option.*

## Be precise about licences

- **Audit who logs in.** Licences assigned to leavers or to people who never use the system are pure waste.
- **Consider lighter licence types** for staff who only need to view records or work with a narrow set of objects.
- **Align renewals** so every licence renews on the same date, making negotiation simpler.

## Use what you already pay for

Many organisations pay for capabilities they never switch on. Common examples include:

- **Reports and dashboards** that could replace manually produced spreadsheets;
- **Flow**, the built-in automation tool, which can handle reminders, approvals and updates without custom code;
- email templates and activity tracking that save sales staff time;
- mobile access for teams on the road.

A short review with an experienced consultant often uncovers several of these quick wins.

## Keep customisation under control

### Configure before you code

Salesforce can be extended with custom code, but every line of it needs testing and maintenance. Declarative tools, such as fields, page layouts and flows, are cheaper to maintain and easier for an in-house administrator to understand.

### Keep a change log

Record what was changed, when and why. Small orgs accumulate clutter surprisingly quickly, and a change log makes clean-up possible.

## Invest in a part-time administrator

Neglected Salesforce orgs decay: data quality slips, users create workarounds and reports stop being trusted. You do not need a full-time administrator, but someone, whether internal or a consultant on a few days a month, should own the system, handle requests and keep it tidy.

## Measure adoption

A CRM is only as good as the data people put into it. Track logins, records updated and dashboards viewed. If adoption is low, talk to users before adding features. The answer is often simpler page layouts and fewer mandatory fields rather than more functionality.',
    'Salesforce',
    'James Okafor',
    date '2023-05-03',
    '3 min read',
    'images/team-workshop.webp',
    null,
    null,
    true
  ),
  (
    'migrating-your-crm-without-losing-data',
    'A Practical Guide to Migrating Your CRM Without Losing Data',
    'Moving to a new CRM is an opportunity to clean up years of messy data, but it is also where records quietly go missing. Follow these steps to migrate with confidence.',
    '# A Practical Guide to Migrating Your CRM Without Losing Data

Changing CRM is one of those projects that looks straightforward on a whiteboard. Export contacts from the old system, import them into the new one, job done. In reality, customer data has a habit of being messier, more interconnected and more important than anyone expected.

## Step one: audit what you have

Before choosing fields or writing import files, find out what is actually in the current system.

- How many records are there of each type: contacts, companies, deals, activities, notes?
- Which fields are used consistently, and which are **empty or abandoned**?
- Where are attachments stored, and do you need them?
- Which other systems read from or write to the CRM?

This audit often reveals that a large share of fields can be left behind, which simplifies everything that follows.

## Step two: decide what to bring

Not everything deserves a place in the new system. Agree a cut-off for historic activity, decide whether closed opportunities from years ago matter, and check your data retention policy. *Migration is a rare chance to stop keeping data you no longer have a reason to hold.*

## Step three: map the fields

Create a mapping document that lists every source field, its destination, any transformation required and who signed it off. Pay particular attention to:

- **Picklists**, where values must match exactly;
- dates and currencies, which often change format between systems;
- **relationships**, such as which contact belongs to which company and who owns each record;
- consent and marketing preferences, which must survive intact.

## Step four: clean before you move

Importing duplicates into a new CRM simply moves the problem. De-duplicate contacts and companies in the source data or in a staging spreadsheet, standardise phone numbers and postcodes, and fix obviously broken email addresses.

## Step five: test, then test again

### Trial loads

Run at least two trial imports into a test environment. Compare record counts, spot-check a sample of records against the source, and ask a few users to look at customers they know well.

### Reconciliation

Keep a simple reconciliation sheet: records exported, records imported, records rejected and why. Every rejected record should be accounted for.

## Step six: cut over calmly

Choose a quiet period, freeze changes in the old system, run the final load and reconcile. Keep the old system available in read-only mode for a few weeks so people can check anything that looks wrong.

## Afterwards

Expect a few weeks of questions. Appoint a go-to person for each team, collect issues in one place, and fix data problems quickly before they erode trust. A well-run migration leaves you with cleaner data than you started with, which is often worth as much as the new system itself.',
    'SaaS Solutions',
    'Daniel Kowalski',
    date '2023-05-17',
    '3 min read',
    'images/integration-map.webp',
    'CRM Migration Guide: Move Without Losing Data',
    'A step-by-step approach to CRM migration for small businesses: data audit, field mapping, de-duplication, trial loads and a calm cut-over weekend.',
    true
  ),
  (
    'digital-transformation-for-small-businesses-a-90-day-plan',
    'Digital Transformation for Small Businesses: A 90-Day Plan',
    'Digital transformation does not have to mean a multi-year programme. This 90-day plan helps small businesses make visible progress while keeping risk and cost under control.',
    '"Digital transformation" is a phrase that can make a small business owner reach for the delete key. It sounds expensive, disruptive and designed for corporations with change management departments. Stripped of jargon, though, it simply means using technology to run your business better, and that can start with a focused ninety days.

## Days 1 to 30: understand how work really happens

### Map your core processes

Pick the three or four processes that matter most, such as quoting, onboarding a customer, delivering the service and invoicing. For each one, sit with the people who do it and write down every step, including the unofficial ones.

You are looking for:

- **Re-keying**, where the same information is typed into more than one place;
- **bottlenecks**, where work waits for one person or one approval;
- spreadsheets and paper forms that hold critical information;
- points where customers wait, or chase you for updates.

### Take stock of your tools

List every system and subscription you use, who owns it, what it costs and what it connects to. Many businesses discover duplicate tools doing the same job.

## Days 31 to 60: fix one painful workflow

Choose a single process where improvement would be noticed by staff or customers, and that can be tackled with modest investment. Typical examples include automating quote-to-invoice, introducing online booking, or connecting your website enquiry form directly to your CRM.

Keep the scope tight. *One workflow done properly builds far more confidence than five half-finished initiatives.* Involve the people who do the work in designing the change, and agree in advance how you will measure success, whether that is hours saved, fewer errors or faster response times.

## Days 61 to 90: embed and plan the next step

- **Train and support** everyone affected, and give them a clear route to report problems.
- **Measure** against the baseline you set and share the results openly.
- **Retire** the old way of working, otherwise people will quietly drift back to it.
- **Prioritise** the next two or three improvements using what you learned.

## Principles that keep it on track

A few principles make the difference between transformation and disruption:

- start from **business problems**, not from technology;
- prefer tools that integrate with what you already have;
- make data security and UK GDPR part of the design, not an afterthought;
- keep ownership inside the business, even if partners do the technical work.

After ninety days you will not be finished, because this kind of improvement never really is. But you will have a working method, a visible success and a prioritised list of what comes next.',
    'Digital Transformation',
    'Sarah Whitfield',
    date '2023-06-01',
    '3 min read',
    null,
    'Digital Transformation: A 90-Day Plan for SMEs',
    'A realistic 90-day digital transformation plan for UK small businesses: map your processes, fix one painful workflow, then build momentum without big-bang risk.',
    true
  ),
  (
    'online-booking-and-automated-reminders-for-private-clinics',
    'Online Booking and Automated Reminders for Private Clinics',
    'Missed appointments cost private clinics time and income. A well-designed online booking and reminder system can reduce no-shows while making life easier for patients and reception staff.',
    'For a private clinic, every missed appointment is an empty slot that cannot be resold. Phone-only booking also ties up reception staff and frustrates patients who want to book in the evening. Online booking with automated reminders addresses both problems, provided it is set up with care.

## What good online booking looks like

Patients should be able to see genuine availability, choose a practitioner and appointment type, and receive instant confirmation. Behind the scenes, the booking tool must talk to your practice management system in real time so that double bookings cannot happen.

Useful features include:

- **Appointment rules** that only offer suitable slots, such as longer initial consultations;
- **intake forms** sent automatically before the first visit;
- deposits or card details for appointment types with a cancellation fee;
- self-service rescheduling and cancellation up to an agreed cut-off.

## Reminders that work

### Timing

A reminder a couple of days before gives patients time to rebook; a short message on the morning of the appointment catches the forgetful. Test what suits your patients rather than assuming.

### Channel

Text messages are read quickly and suit short reminders. Email works well for longer preparation instructions. Let patients choose their preference and record it.

### Content

Keep messages brief and **avoid sensitive details**. A reminder that says *your appointment at the clinic on Tuesday at 10am* is fine; one that names a specialist treatment may reveal more than the patient would like if someone else sees their phone.

## Data protection considerations

Booking data is personal data, and in a clinical context it often implies health information. Make sure your booking supplier acts as a processor under a proper contract, hosts data appropriately and supports your retention schedule. Update your privacy notice to explain how reminders are sent, and respect opt-outs promptly.

## Avoid the common pitfalls

- Offering online slots that reception also books by phone, without a shared calendar;
- overly long booking forms that cause patients to give up halfway;
- reminders sent from a number patients cannot reply to, with no alternative contact route;
- forgetting to update availability when practitioners are on leave.

## Measuring the impact

Track your did-not-attend rate, the proportion of bookings made online and the time reception spends on the phone, starting a month before launch so you have a fair baseline. Those three figures will tell you quickly whether the system is paying its way.',
    'Healthcare Innovation',
    'Eleanor Marsh',
    date '2023-06-14',
    '2 min read',
    'images/cloud-platform.webp',
    null,
    null,
    true
  ),
  (
    'data-retention-policies-under-uk-gdpr',
    'Data Retention Policies Under UK GDPR: How Long Should You Keep Records?',
    'UK GDPR does not give you a list of retention periods, but it does require you to justify every one. Here is how to build a retention schedule and make your systems follow it.',
    '# Data Retention Policies Under UK GDPR

One of the quieter principles of UK GDPR is **storage limitation**: personal data should be kept for no longer than is necessary for the purposes for which it is processed. The law does not tell you what "necessary" means for each type of record. That is left to you, and you must be able to explain your reasoning.

## Why retention matters

Keeping data for ever feels safe, but it increases risk. The more you hold, the more there is to lose in a breach, the more you must search when someone makes a subject access request, and the harder it is to keep records accurate. Old data also costs money to store and back up.

## Building a retention schedule

A retention schedule is simply a table listing each category of record, how long you keep it, why, and what happens at the end.

### Step 1: list your record types

Work through each department. Typical categories include customer accounts, invoices, enquiries that did not become sales, job applications, employee files, CCTV footage and marketing contacts.

### Step 2: find the legal minimums

Some periods are set by other laws or regulators. For example:

- **Accounting records** for limited companies generally need to be kept for six years to satisfy company and tax rules;
- **payroll and some employment records** have statutory minimums;
- health and care providers should follow the *Records Management Code of Practice* for health and social care;
- regulated financial firms have record-keeping rules set by the FCA.

### Step 3: set your own periods

Where no law applies, decide a period you can justify. An enquiry that never became a customer might be kept for a year, an unsuccessful job application for six months. Write down the reason.

## Making systems follow the schedule

A policy that lives only in a document will be ignored. The real work is configuring your systems to apply it:

- **Automated deletion or anonymisation** jobs that run on a schedule;
- date fields that record when a retention period starts, such as the end of a contract;
- a **legal hold** flag that pauses deletion when records are needed for a dispute;
- logs that show what was deleted and when, without keeping the data itself.

When we build software for clients, we treat retention as a feature from the start. Retrofitting it later is possible, but far more expensive.

## Don''t forget backups and copies

Data lingers in email attachments, exports on laptops and old backups. Your schedule should say how long backups are retained and make sure deleted records eventually age out of them too.

## Review regularly

Revisit your schedule whenever you introduce a new system or process, and at least once a year. *A short, accurate schedule that people follow is far more valuable than a long one that nobody reads.*',
    'Compliance',
    'Daniel Kowalski',
    date '2023-06-28',
    '3 min read',
    'images/compliance-checklist.webp',
    null,
    null,
    true
  ),
  (
    'fca-consumer-duty-what-it-means-for-your-client-systems',
    'FCA Consumer Duty: What It Means for Your Client Systems',
    'The Consumer Duty asks regulated firms to evidence good customer outcomes, not just follow rules. Your CRM and reporting systems are central to producing that evidence.',
    'The Financial Conduct Authority''s **Consumer Duty** comes into force for new and existing products on 31 July 2023, with closed products following a year later. It raises the bar for how regulated firms treat retail customers. For small advisory firms, brokers and lenders, one of the most practical questions is: *can our systems show that we are delivering good outcomes?*

## The four outcomes

The Duty is built around four outcomes that firms must monitor and evidence:

- **Products and services** designed to meet the needs of a clearly identified target market;
- **Price and value**, ensuring what customers pay is reasonable relative to the benefits;
- **Consumer understanding**, so communications equip customers to make good decisions;
- **Consumer support**, making it as easy to switch, complain or cancel as it was to buy.

Boards are also expected to review an annual report on whether the firm is delivering good outcomes.

## Why systems matter

Many firms have sound intentions but struggle to produce evidence. Information about customers is scattered across email, spreadsheets, back-office platforms and paper files. Under the Duty, that fragmentation becomes a real problem.

### Identifying vulnerable customers

Firms are expected to understand customers with characteristics of vulnerability and respond appropriately. That requires a consistent, secure way to record relevant circumstances, with clear consent and access controls, so that every colleague can see when extra care is needed.

### Tracking outcomes

Good outcome monitoring needs data such as complaint themes, time taken to resolve queries, cancellations, and whether customers engaged with key communications. A well-configured CRM can capture most of this as part of everyday work rather than through separate logs.

## Practical steps

- **Map your customer journeys** and note where evidence is, or is not, currently captured.
- **Standardise** how vulnerability, complaints and key decisions are recorded.
- **Build dashboards** for management information that can feed the board report.
- **Review communications**, testing templates for clarity and keeping versions on file.
- **Check your audit trail**, so you can show what a customer was told and when.

## Keep it proportionate

The FCA expects firms to act in proportion to their size and the nature of their business. A small firm does not need an enterprise data warehouse. It does need reliable, consistent records and a simple way to turn them into insight.

We often find that a few targeted changes to an existing CRM, such as new fields, automated tasks and a handful of reports, deliver most of what a small firm needs to evidence the Duty with confidence.',
    'Financial Services',
    'Tom Hargreaves',
    date '2023-07-12',
    '3 min read',
    'images/data-dashboard.webp',
    'FCA Consumer Duty: What It Means for Your Systems',
    'The FCA Consumer Duty asks firms to evidence good outcomes for retail customers. Here is how CRM data, reporting and communication systems can help you do it.',
    true
  ),
  (
    'ten-questions-to-ask-before-signing-a-saas-contract',
    'Ten Questions to Ask Before Signing a SaaS Contract',
    'Subscription agreements are easy to click through and hard to unpick. Ask these ten questions before you sign to protect your data, your budget and your exit route.',
    'Most SaaS agreements are accepted with a tick box. That is fine for a note-taking app, but for a system that will hold your customer records or run your operations, a little scrutiny up front can save a great deal of pain later.

## About your data

### 1. Who owns the data?

The contract should state clearly that your data belongs to you and that the supplier uses it only to provide the service.

### 2. Can we export everything, in a usable format?

Ask for a demonstration of a **full export**, including attachments and history, not just a CSV of contacts.

### 3. Where is the data stored?

Find out which countries host your data and backups, and which sub-processors are involved. Under UK GDPR you need to know this, and you may need appropriate safeguards for transfers outside the UK.

### 4. What happens to the data when we leave?

Look for a defined period to retrieve data after termination, followed by confirmed deletion.

## About reliability and support

### 5. What is the service level?

A service level agreement should state the availability target, how it is measured and what compensation applies if it is missed. *A promise with no remedy is a marketing statement, not a commitment.*

### 6. How is support provided?

Check support hours, response times and whether you will reach someone who understands the product.

### 7. How are changes communicated?

SaaS products change constantly. Ask how much notice you get of significant changes and of features being withdrawn.

## About money and commitment

### 8. How can prices change?

Look for caps on renewal increases and notice periods for price changes.

### 9. What is the minimum term?

Understand the commitment, the renewal mechanism and the cancellation notice period. Put the renewal date in your calendar with a reminder well before the notice deadline.

### 10. What security assurances exist?

Ask for certifications such as **ISO 27001** or **Cyber Essentials**, a summary of recent penetration tests and the supplier''s breach notification process.

## A quick checklist

Before signing, make sure you have:

- a copy of the signed agreement and the **data processing terms**;
- **named contacts** for support and account management;
- a tested export of your data;
- a calendar reminder for the renewal notice date.

None of these questions should offend a reputable supplier. If answers are vague or evasive, that tells you something important about the relationship to come.',
    'SaaS Solutions',
    'James Okafor',
    date '2023-07-26',
    '2 min read',
    null,
    null,
    null,
    true
  ),
  (
    'clinical-safety-standards-dcb0129-and-dcb0160-explained',
    'Clinical Safety Standards DCB0129 and DCB0160 Explained',
    'If you build or deploy health IT in England, two clinical risk management standards apply. We explain DCB0129 and DCB0160 in plain English and what they mean for your next project.',
    'When software is used in the direct care of patients, a bug is not just an inconvenience. A missing allergy, a wrong dose or a delayed alert can cause real harm. That is why England has two mandatory clinical risk management standards for health IT: **DCB0129** and **DCB0160**.

## Who does what

The two standards are mirror images of each other:

- **DCB0129** applies to the *manufacturer*, the organisation that develops or supplies the health IT system;
- **DCB0160** applies to the *deploying organisation*, the clinic, practice, trust or care provider that puts the system into use.

If you are a private clinic introducing a new patient record system, you have DCB0160 responsibilities. If we build a bespoke system for you, we carry the DCB0129 responsibilities for that software.

## The core ingredients

### A Clinical Safety Officer

Both standards require a named **Clinical Safety Officer**: a registered clinician with appropriate training who oversees clinical risk management and signs off the safety documentation.

### A clinical risk management process

This is a documented approach to identifying hazards, assessing their likelihood and severity, and deciding on controls.

### A hazard log

The hazard log is a living record of everything that could go wrong clinically, the controls in place and the remaining risk. Typical hazards include:

- information displayed against the **wrong patient**;
- data not transferred between systems as expected;
- alerts that fail to fire, or fire so often that users ignore them;
- system unavailability during a clinic session.

### A clinical safety case report

The safety case summarises the argument that the system is acceptably safe for its intended use, supported by evidence from the hazard log and testing.

## What this means for a small provider

DCB0160 is proportionate, but it is not optional. Before a new clinical system goes live, you should:

- obtain the supplier''s DCB0129 safety case and hazard log;
- assess how **your own use** of the system introduces additional hazards, for example through local configuration or workflows;
- agree controls, such as training or checks, and record them;
- have your Clinical Safety Officer sign off go-live.

If you do not employ a trained Clinical Safety Officer, you can engage one externally for the duration of the project.

## Safety is good design

Clinical safety work is sometimes treated as paperwork to be completed at the end. It is far more effective when hazards are considered while screens and workflows are still being designed. *Many hazards can be designed out completely*, which is cheaper and safer than controlling them with training later.',
    'Healthcare Innovation',
    'Priya Nair',
    date '2023-08-09',
    '3 min read',
    'images/compliance-checklist.webp',
    'DCB0129 and DCB0160 Clinical Safety Explained',
    'A plain-English explanation of the NHS clinical risk management standards DCB0129 and DCB0160, covering who they apply to and what evidence they require.',
    true
  ),
  (
    'salesforce-health-cloud-for-uk-providers',
    'Salesforce Health Cloud for UK Providers: Is It Right for You?',
    'Salesforce Health Cloud promises a joined-up view of patients and care teams. We look at where it fits for UK independent providers and what to consider before committing.',
    'Salesforce Health Cloud extends the core Salesforce platform with data models and features designed for healthcare: patient records, care plans, care teams, referrals and provider networks. For UK independent providers, it can be a powerful foundation. It can also be more than you need.

## Where Health Cloud shines

Health Cloud is strongest where the challenge is **coordination and relationships** rather than clinical documentation. Examples include:

- private healthcare groups managing enquiries, referrals and patient journeys across several sites;
- care coordination services that bring together clinicians, carers and families;
- providers running **structured programmes** where patients move through defined stages, such as rehabilitation or long-term condition support;
- organisations that want marketing, patient engagement and service in a single platform.

## Where it may not be the answer

Health Cloud is not a replacement for a specialist electronic patient record. Clinical coding, prescribing and detailed clinical notes are usually better handled by dedicated clinical systems, with Health Cloud integrated alongside for the relationship and engagement layer.

It is also a premium product. For a single-site clinic with straightforward needs, a well-configured practice management system may deliver more value for less money.

## Key considerations for UK organisations

### Data protection and hosting

Health data is special category data under UK GDPR. Confirm where your data will be hosted, review the data processing agreement, and complete a **data protection impact assessment** before go-live.

### NHS standards

If you will exchange data with NHS services, check alignment with UK standards such as NHS numbers, FHIR UK Core profiles and DSPT requirements. The platform is global; *the UK specifics are yours to configure and evidence.*

### Clinical safety

If Health Cloud will be used in direct care, the DCB0160 clinical risk management standard applies to your deployment.

## Planning a successful implementation

- **Start with journeys, not features.** Map how patients and referrers interact with you today.
- **Phase the rollout.** Begin with one service line and expand once it is working well.
- **Integrate thoughtfully.** Decide which system is the source of truth for each piece of data.
- **Invest in training.** Clinicians will only adopt a system that fits their working day.

## Our advice

Health Cloud is a serious platform for organisations with serious coordination challenges. If that describes you, it can transform how you manage patient relationships. If not, start smaller: Salesforce''s core products or a focused custom application may give you most of the benefit at a fraction of the cost.',
    'Salesforce',
    'James Okafor',
    date '2023-08-23',
    '3 min read',
    null,
    null,
    null,
    true
  ),
  (
    'integrating-your-saas-tools-apis-webhooks-and-middleware',
    'Integrating Your SaaS Tools: APIs, Webhooks and Middleware',
    'Most small businesses run a dozen or more cloud applications that barely talk to each other. Here is a jargon-light guide to connecting them properly.',
    '# Integrating Your SaaS Tools

The typical small business now runs on a collection of cloud applications: accounting, CRM, email marketing, e-commerce, scheduling, helpdesk. Each is good at its job. The trouble starts when information needs to move between them, and a member of staff becomes the integration, copying and pasting all afternoon.

## The building blocks

### APIs

An **application programming interface** is a set of rules that lets one piece of software ask another for data or tell it to do something. Almost every modern SaaS product offers one, although some reserve it for higher pricing tiers.

### Webhooks

A webhook works the other way round: instead of your system repeatedly asking *has anything changed?*, the other application sends a message the moment something happens, such as a new order or a paid invoice. Webhooks make integrations faster and more efficient.

### Middleware

Middleware platforms sit between applications and let you build connections with little or no code. They are excellent for simple, low-volume flows and can be set up in hours.

## Choosing the right approach

- **Native integrations** built by the vendors themselves are the first place to look. They are usually reliable and supported.
- **Middleware** suits straightforward flows, such as adding new web enquiries to your CRM and notifying the sales team.
- **Custom integration code** is worth it when volumes are high, logic is complex, or the integration is critical to revenue.

## Designing integrations that last

### Decide the source of truth

For each piece of data, such as a customer''s address or a product price, decide which system owns it. Integrations should flow outward from that system. Two-way syncing of the same field is a common source of confusion and overwritten data.

### Plan for failure

Networks fail, APIs change and rate limits are reached. A robust integration:

- **retries** failed messages sensibly rather than giving up;
- **logs** every message so problems can be investigated;
- alerts a named person when something needs attention;
- avoids creating duplicates if the same message arrives twice.

### Protect your credentials

API keys are as powerful as passwords. Store them securely, give each integration only the permissions it needs, and rotate them when staff leave.

## Start with the most painful gap

List the places where information is re-keyed today and estimate how much time each one costs. Begin with the gap that causes the most errors or delays. A single well-built integration, such as orders flowing automatically from your shop into your accounts, can pay for itself quickly and builds confidence for the next one.',
    'SaaS Solutions',
    'Daniel Kowalski',
    date '2023-09-06',
    '3 min read',
    'images/integration-map.webp',
    null,
    null,
    true
  ),
  (
    'interoperability-with-nhs-systems-fhir-for-small-providers',
    'Interoperability with NHS Systems: FHIR for Small Providers',
    'Exchanging data with NHS services is becoming easier thanks to open standards. We explain FHIR, the NHS number and the national services that matter to independent providers.',
    'Independent providers increasingly need to exchange information with the NHS: receiving referrals, sending discharge summaries, checking patient details or contributing to shared care records. Historically that meant faxes, letters and phone calls. Open standards are changing the picture, although there is still plenty to navigate.

## FHIR in plain English

**FHIR**, which stands for *Fast Healthcare Interoperability Resources*, is an international standard for exchanging health information between systems. It breaks healthcare data into small building blocks called resources, such as Patient, Appointment, Observation and Medication, which can be sent and received using the same web technologies that power most modern apps.

In England, the **UK Core** FHIR profiles define how those resources should be used locally, for example how an NHS number or a GP practice is represented.

## The NHS number matters most

Whatever else you integrate, make the NHS number a first-class part of your records. Matching patients by name and date of birth alone is error-prone. Recording a verified NHS number makes every future exchange more reliable.

## National services worth knowing

### Personal Demographics Service

The national register of NHS patients, used to look up and verify demographic details and NHS numbers. Access is controlled and requires appropriate assurance.

### NHS login

A single, secure way for patients to prove their identity to digital health services. Using it in a patient portal can remove the need for your own identity checks.

### Shared care records

Regional shared care records let authorised professionals see information from GP, hospital and community systems. Access for independent providers varies by region and depends on agreements with the local integrated care board.

## Practical steps for a small provider

- **Ask suppliers about standards.** Does your clinical system support FHIR, and which national services is it connected to?
- **Start with read-only use cases.** Viewing information is simpler to assure than writing it back.
- **Check your assurance.** Connecting to national services generally requires a current DSPT and may involve further onboarding.
- **Design for data quality.** Standardised coding and verified identifiers make integration far easier.

## Where custom software fits

Where off-the-shelf systems do not support an exchange you need, a small integration service can translate between your system and FHIR-based interfaces. Such projects need careful clinical safety work under DCB0129 and DCB0160, but they can remove hours of manual administration every week while improving the accuracy of information that follows the patient.',
    'Healthcare Innovation',
    'Eleanor Marsh',
    date '2023-09-20',
    '2 min read',
    'images/integration-map.webp',
    null,
    null,
    true
  ),
  (
    'web-security-for-small-businesses-why-input-sanitisation-matters',
    'Web Security for Small Businesses: Why Input Sanitisation Matters',
    'Every form on your website is an open door for whatever a visitor chooses to type. Here is why input sanitisation matters and what to ask your web developer.',
    '# Web Security for Small Businesses

Small business websites are rarely targeted by name. They are found by automated tools that crawl the internet looking for common weaknesses, and one of the most common is the humble web form: a contact form, a search box, a review field or a booking request. If your site trusts what visitors type, it can be turned against you and your customers.

## Treat every input as untrusted

The golden rule of web security is simple: *never trust input*. Anything a visitor can submit, whether through a form field, a web address or an uploaded file, may contain something other than what you expect.

The classic example is **cross-site scripting**. Imagine a visitor types <script>alert(''xss'')</script> into the message box of your enquiry form. If that message is later displayed on a web page, perhaps in an admin dashboard, and the site inserts it as raw HTML, the browser will run the script. Even something as harmless-looking as <b>not bold</b> should appear exactly as typed, angle brackets and all, rather than turning into bold text. If it does change, the page is interpreting visitor input as code, and a real attacker would use the same gap to steal sessions or deface pages.

## What good sanitisation looks like

There are two complementary defences:

- **Validation on the way in:** check that input matches what you expect, such as an email address that looks like an email address, or a postcode of sensible length.
- **Encoding on the way out:** whenever stored text is displayed, escape it so the browser treats it as text rather than markup. Modern web frameworks do this by default, *provided developers do not bypass it*.

Where rich text really is needed, such as in a blog editor, use a well-maintained sanitisation library that allows a short list of safe tags and strips everything else.

## Other common weaknesses

### SQL injection

If input is pasted directly into database queries, an attacker can read or alter data. Parameterised queries prevent this and should be standard practice.

### Spam and abuse

Unprotected forms attract automated spam. A bot-check service, rate limiting and server-side validation keep submissions manageable.

### Out-of-date components

Plugins, themes and libraries with known vulnerabilities are a frequent entry point. Keep them updated and remove anything unused.

## Questions to ask your developer

- Do all forms validate input on the **server**, not just in the browser?
- Is output escaped by default everywhere user content is displayed?
- Are database queries **parameterised**?
- How are dependencies kept up to date, and how quickly are security patches applied?
- Is there a **Content Security Policy** limiting where scripts can load from?

## The compliance angle

UK GDPR requires appropriate technical measures to protect personal data, and a contact form is usually full of it. Keeping software patched and securely configured is also central to schemes such as Cyber Essentials. Getting the basics right protects your customers, your reputation and your legal obligations in one go.',
    'Compliance',
    'Daniel Kowalski',
    date '2023-10-04',
    '3 min read',
    null,
    'Web Security Basics: Input Sanitisation for SMEs',
    'Why every contact form, search box and comment field on a small business website must treat input as untrusted text, and what to ask your web developer.',
    true
  ),
  (
    'cost-effective-crm-for-small-businesses-what-you-actually-need',
    'Cost-Effective CRM for Small Businesses: What You Actually Need',
    'CRM vendors love long feature lists. Most small businesses need a handful of capabilities done well. Here is how to choose a CRM that fits your budget and your team.',
    'A customer relationship management system should make it easier to win and keep customers. Yet many small businesses end up paying for a sprawling platform that staff avoid, while the real customer information lives in inboxes and spreadsheets. A cost-effective CRM is not the cheapest one; it is the one your team actually uses.

## The essentials

For most small businesses, these capabilities cover nearly all daily needs:

- **Contacts and companies** with a clear, shared history of every interaction;
- **A simple pipeline** showing opportunities by stage, with values and expected close dates;
- **Tasks and reminders** so follow-ups do not slip;
- **Email integration** that logs correspondence without manual copying;
- **Basic reporting** on pipeline, activity and won business.

If a product does these five things well and your team finds it pleasant to use, you are most of the way there.

## Nice to have, not essential

Marketing automation, lead scoring, territory management and advanced forecasting are valuable in the right business. For a team of five, they often add complexity without adding sales. Choose a product that *can* grow into these areas, but do not pay for them on day one.

## Keeping costs under control

### Licences

Only licence people who need to create and update records. Check whether the vendor offers free or cheaper viewer access for colleagues who only need to look things up.

### Add-ons

Be wary of products where essentials such as email integration or reporting are paid extras. Add them to your comparison before deciding.

### Set-up

A short, focused set-up project covering your pipeline stages, key fields and a few reports is usually enough. Avoid configuring for every imaginable scenario; *add complexity only when real use demands it*.

## Data protection from day one

A CRM holds personal data, so it must support your UK GDPR obligations. Record the lawful basis for marketing contacts, capture consent where needed, make it easy to export or delete an individual''s data, and set up retention rules to clear out stale leads.

## Getting adoption right

- Involve two or three of your team in choosing the system.
- Import **clean data** so the CRM is useful from the first day.
- Agree simple rules, such as logging every customer call, and lead by example.
- Review the pipeline in the CRM during team meetings, not in a separate spreadsheet.

The best CRM investment many small businesses can make is not a more expensive product, but a few days spent configuring a modest one properly and helping people make it part of their routine.',
    'SaaS Solutions',
    'Sarah Whitfield',
    date '2023-10-18',
    '3 min read',
    'images/data-dashboard.webp',
    'Cost-Effective CRM: What Small Businesses Need',
    'Cut through CRM feature lists: the capabilities a UK small business genuinely needs, the extras it can skip, and how to keep licence costs under control.',
    true
  ),
  (
    'patient-portals-for-private-practices-features-that-matter',
    'Patient Portals for Private Practices: Features That Actually Matter',
    'A patient portal can cut phone calls and paperwork, or it can become another login nobody uses. We set out the features that genuinely help patients and practice teams.',
    'Patient portals promise a lot: self-service booking, secure messaging, online forms, test results and invoices in one place. For a private practice, a good portal can reduce reception workload and improve the patient experience. A poor one adds a password for patients to forget and a new inbox for staff to monitor.

## Start with the patient''s journey

Think about the moments when patients contact you today and why. Common reasons include booking and rescheduling, completing forms before a first visit, asking a quick question after treatment, and paying or querying an invoice. The most valuable portal features replace those contacts with something faster.

## Features worth prioritising

### Easy, secure sign-in

If signing in is painful, nothing else matters. Look for passwordless options, such as a one-time code by email or text, or established identity services. Make sure **multi-factor authentication** protects access to sensitive information.

### Digital forms

Registration, medical history and consent forms completed online before the appointment save time in clinic and reduce transcription errors. Forms should save progress and work well on a phone.

### Secure messaging, with boundaries

Messaging is popular, but it needs rules. Set clear expectations about response times, make it plain that messaging is *not* for urgent matters, and route messages to the right team rather than a single inbox.

### Documents and results

Letters, invoices and, where appropriate, results can be shared through the portal rather than by post or unencrypted email. Decide carefully which results should be released automatically and which should wait until a clinician has discussed them.

## Features to approach with caution

- **Live chat** that nobody has time to staff;
- **complex dashboards** showing data patients do not understand;
- features that require patients to download yet another app when a mobile-friendly website would do.

## Getting the governance right

A portal gives patients direct access to their information, which is welcome, but it also creates new risks. Consider proxy access for carers and parents, how to handle access for teenagers, and what happens if a patient''s email account is compromised. Document your decisions in a data protection impact assessment.

## Measuring success

Track portal registrations, the proportion of forms completed online and changes in phone call volumes. Ask patients for feedback after their first use. If adoption is low, the cause is usually friction at sign-in or a lack of awareness, both of which can be fixed.',
    'Healthcare Innovation',
    'Priya Nair',
    date '2023-11-01',
    '2 min read',
    null,
    null,
    null,
    true
  ),
  (
    'open-banking-for-small-businesses-faster-payments-and-reconciliation',
    'Open Banking for Small Businesses: Faster Payments and Easier Reconciliation',
    'Open Banking lets your software connect securely to bank accounts with the customer''s permission. Here is how small businesses can use it to get paid faster and reconcile with less effort.',
    'Open Banking has been available in the UK for several years, but many small businesses still think of it as something for fintech start-ups. In reality, it already powers features you may be using without realising, such as the bank feeds in your accounting software. Used deliberately, it can speed up payments and take much of the drudgery out of reconciliation.

## What Open Banking is

Open Banking allows regulated third parties, with your explicit permission, to access account information or initiate payments securely through standardised interfaces. Your bank login details are never shared with the third party; you authenticate directly with your bank.

There are two main types of service:

- **Account information services**, which read balances and transactions, for example to feed your accounting system or assess affordability;
- **Payment initiation services**, which start a payment from a customer''s account directly, without cards.

## Practical uses for small businesses

### Getting paid by bank transfer, without the friction

Instead of sending bank details and hoping the customer types them correctly, you can offer a *pay by bank* option on invoices. The customer chooses their bank, approves the payment in their banking app, and the money arrives with the correct reference.

### Lower transaction costs

Payment initiation fees are often lower than card fees, which matters for businesses with high-value invoices or tight margins.

### Automatic reconciliation

Because payments carry reliable references, matching them to invoices becomes far easier to automate. Combined with bank feeds, this can reduce month-end reconciliation to a review of exceptions.

### Better cash-flow visibility

Businesses with several accounts can see balances in one place, and forecasting tools can draw on live transaction data.

## Things to check

- **Regulation:** make sure any provider is authorised by the FCA or is an agent of an authorised firm.
- **Consent renewal:** account information access must be re-confirmed periodically, so build this into your routine.
- **Refunds:** payments initiated this way do not carry the same chargeback process as cards, so have a clear refund policy.
- **Customer experience:** test the payment journey on mobile with several banks before launch.

## Integrating Open Banking into your systems

Many accounting and invoicing products now include Open Banking payments as a built-in option. Where they do not, or where you run your own customer portal, a payment provider''s interface can be integrated into custom software. The key is to link payments to invoices and customer records automatically, so the benefit reaches your finance team rather than stopping at the payment screen.',
    'Financial Services',
    'Tom Hargreaves',
    date '2023-11-15',
    '3 min read',
    null,
    null,
    null,
    true
  ),
  (
    'handling-subject-access-requests-in-a-private-clinic',
    'Handling Subject Access Requests in a Private Clinic',
    'Patients have a right to a copy of their records, and the clock starts as soon as a request arrives. A simple, repeatable process keeps clinics compliant and calm.',
    'Under UK GDPR, patients have the right to access the personal information you hold about them. In a clinic, that usually means their medical records, correspondence and billing information. Requests can arrive by letter, email, phone or in person, and they do not need to use any particular wording. The important thing is to recognise them and respond properly.

## The key rules

- You normally have **one calendar month** to respond, which can be extended by up to two further months for complex or numerous requests if you tell the patient within the first month.
- In most cases you **cannot charge a fee**.
- You must verify the requester''s identity, but should not ask for more information than is reasonably needed.
- You may withhold some information in limited circumstances, for example where disclosure would be likely to cause serious harm, or where it would reveal information about other people.

## A simple process

### 1. Log the request

Record the date received, who made it, what they asked for and the deadline. A basic register is enough, but it must be kept consistently.

### 2. Confirm identity

If you know the patient well and the request comes from their registered contact details, further checks may be unnecessary. Otherwise, ask for proportionate proof.

### 3. Find the information

Search every place patient information lives: the clinical system, email, scanned documents, appointment history and billing. This is where a good *information asset register* pays off.

### 4. Review before release

An appropriate health professional should review health records before they are released, to consider whether any exemptions apply and whether anything needs explanation. Redact third-party information where appropriate.

### 5. Respond securely

Send the information in a secure, accessible format, with a covering letter explaining what is included and the patient''s other rights.

## How software helps

Modern clinical systems can export a patient''s full record in a single step, including attachments and audit history. When choosing or building software, check that it can:

- **Produce a complete export** of a patient''s data in a readable format;
- **track each request** from receipt to completion;
- support redaction without altering the original record.

## Requests from third parties

Solicitors, insurers and family members sometimes request records on a patient''s behalf. Make sure you have the patient''s written authority, or another legal basis, before releasing anything, and disclose only what the authority covers.

## Keep calm and keep records

Most subject access requests are routine. Handled promptly and courteously, they are simply part of good patient care. Keep a copy of what you disclosed and when, so you can answer any follow-up questions with confidence.',
    'Healthcare',
    'Eleanor Marsh',
    date '2023-11-29',
    '3 min read',
    'images/secure-records.webp',
    null,
    null,
    true
  )
on conflict (slug) do nothing;

-- Published posts, 2024.
insert into public.blog_posts
  (slug, title, excerpt, content, category, author, published_date, read_time, image_url, seo_title, seo_description, published)
values
  (
    'single-sign-on-and-multi-factor-authentication-for-small-teams',
    'Single Sign-On and Multi-Factor Authentication for Small Teams',
    'Every new SaaS tool means another password. Single sign-on and multi-factor authentication make your team more secure and save time, even in a business of ten people.',
    '# Single Sign-On and Multi-Factor Authentication for Small Teams

As a business adopts more cloud applications, each person ends up with a growing list of accounts and passwords. Some are reused, some are written down, and when someone leaves it is easy to forget to close one of them. **Single sign-on** and **multi-factor authentication** tackle these problems directly, and they are no longer reserved for large companies.

## Multi-factor authentication first

Multi-factor authentication (MFA) requires something beyond a password, typically a code from an authenticator app, a push notification or a hardware key. Stolen or guessed passwords are one of the most common routes into business accounts, and MFA stops a stolen password on its own from being enough.

### Where to turn it on

- **Email**, because access to email unlocks password resets for everything else;
- **accounting, banking and payroll** systems;
- your CRM and any system holding customer data;
- administrator accounts for your website and domain.

Prefer authenticator apps or hardware keys over text message codes where possible. Text messages are better than nothing, but they can be intercepted.

## Single sign-on explained

Single sign-on (SSO) lets staff log in once, with one strong identity, and access all the applications connected to it. Your email and productivity platform often already provides an identity service that can act as the hub.

The benefits for a small business are practical:

- **One place to enforce MFA** and password rules;
- **instant offboarding**: disable one account and access to every connected app disappears;
- fewer password reset requests and less time wasted logging in;
- a clear record of who has access to what.

## Watch out for the SSO tax

Some SaaS vendors only offer SSO on their most expensive plans. When comparing products, check which tier includes it and factor that into the total cost. For less critical tools without SSO, a business password manager is a sensible alternative.

## A realistic rollout

Start by enabling MFA on email for everyone, then for administrators, then for finance systems. Next, connect your most-used applications to SSO one at a time, testing with a small group first. Communicate clearly what is changing and why, and provide a simple guide for setting up an authenticator app.

*Expect a few support questions in the first week; they fade quickly.* Within a month, most teams wonder how they managed without it.

## The compliance benefit

Cyber Essentials expects multi-factor authentication on cloud services wherever it is available, and cyber insurance proposal forms frequently ask about it. Documenting your SSO and MFA set-up also provides ready evidence for client security questionnaires.',
    'SaaS Solutions',
    'Daniel Kowalski',
    date '2024-01-10',
    '3 min read',
    'images/secure-records.webp',
    null,
    null,
    true
  ),
  (
    'moving-a-dental-practices-records-to-the-cloud',
    'Moving a Dental Practice''s Records to the Cloud',
    'Many dental practices still run their software on a server in a back room. We look at what moving to a cloud-hosted system involves, from imaging to internet resilience.',
    'Many independent dental practices still depend on a server tucked into a cupboard, running practice management software installed years ago. It works, until the server fails, the backup turns out to be incomplete, or the supplier announces the end of support. Cloud-hosted systems remove much of that risk, but the move needs careful planning.

## What changes in the cloud

With a cloud-hosted system, your software and data live in a professionally managed data centre and are accessed over the internet. The practice no longer looks after server hardware, operating system updates or backups of the database itself.

Benefits typically include:

- **Resilience**, with data replicated and backed up by the supplier;
- **access from multiple sites**, or from home for administrative tasks;
- automatic updates without weekend upgrade sessions;
- predictable monthly costs instead of periodic hardware replacement.

## The dental-specific challenges

### Imaging

X-rays, intraoral scans and photographs produce large files, and imaging devices often connect to local software. Check how your imaging system will integrate with the cloud platform, whether images are stored locally, in the cloud or both, and how quickly clinicians can view them chair-side.

### Peripheral devices

Card terminals, label printers and signature pads may need new drivers or configuration. List every device in every surgery before the move.

### Internet resilience

If the internet connection drops, can you still see today''s appointments and treat patients safely? A **backup connection**, such as a mobile broadband router that takes over automatically, is strongly recommended.

## Planning the migration

- **Audit your data.** Understand how many years of records exist and which modules are in use.
- **Agree the migration scope** with the supplier, including charts, notes, treatment plans, images and account balances.
- **Run a trial migration** and check a sample of patients thoroughly.
- **Train the team** on the new system before go-live.
- **Decommission safely**, wiping the old server securely once you are satisfied everything has moved.

## Governance

Patient records are special category data, so update your data protection impact assessment, confirm hosting arrangements and review your supplier''s security certifications. Check how long the supplier keeps backups and how you would get your data back if you changed provider.

## Is it worth it?

For most practices the answer is yes, *provided the network and imaging questions are answered first*. The practices that struggle are usually those that treat the move as a simple software swap rather than a small infrastructure project.',
    'Healthcare Innovation',
    'Priya Nair',
    date '2024-02-07',
    '3 min read',
    'images/cloud-platform.webp',
    'Moving Dental Practice Records to the Cloud',
    'What independent dental practices should plan for when moving patient records, imaging and appointments from an on-site server to a cloud-hosted system.',
    true
  ),
  (
    'salesforce-financial-services-cloud-for-advisers-and-brokers',
    'Salesforce Financial Services Cloud for Advisers and Brokers',
    'Financial Services Cloud adds households, financial accounts and advice workflows to Salesforce. We explain how UK advisers and brokers can use it, and where to be careful.',
    'Salesforce Financial Services Cloud (FSC) tailors the core platform for banking, wealth management and insurance. It introduces concepts such as households, financial accounts, goals and relationship groups, which standard CRM objects represent awkwardly. For UK advisory firms and brokers, it can bring client information, compliance evidence and service into one place.

## What FSC adds

- **Household and relationship modelling**, so you can see a couple, their children and their business interests as connected clients;
- **Financial accounts and holdings**, summarised at client and household level;
- **Life events and goals**, supporting advice conversations that start from the client''s circumstances;
- action plans and templates for repeatable processes such as onboarding and annual reviews.

## UK considerations

### Consumer Duty

The FCA''s Consumer Duty expects firms to evidence good outcomes. FSC can record vulnerability indicators, track review cycles and report on service levels, but only if fields and processes are designed with the Duty in mind. *Out of the box, it is a toolkit, not a compliance solution.*

### Integrations with platforms and back-office systems

Most UK advisers use investment platforms, back-office systems and sometimes separate compliance tools. Decide early which system owns which data. FSC often works best as the client engagement layer, with holdings fed in from platforms rather than typed in.

### Data protection

Client financial data is highly sensitive. Configure role-based access, field-level security for sensitive information, and retention rules that reflect both UK GDPR and your regulatory record-keeping obligations.

## Getting implementation right

### Start with your client journey

Map the stages from enquiry to ongoing service, including every point where evidence is needed for compliance. Configure FSC to support that journey, rather than adopting every feature at once.

### Keep the data model clean

Households and relationships are powerful, but they need consistent rules. Agree who creates households, how joint accounts are represented and what happens when relationships change.

### Automate the routine

Annual review reminders, document requests and suitability report tasks can all be automated with Flow. Every manual chase you remove gives advisers more time with clients.

## Is FSC right for a small firm?

FSC is licensed at a premium over standard Salesforce editions. For firms with complex household relationships, several advisers and growth plans, the investment is often justified. For a sole adviser with straightforward needs, a well-configured standard CRM may be enough. A short discovery exercise, mapping your processes against both options, is the best way to decide.',
    'Salesforce',
    'Tom Hargreaves',
    date '2024-03-06',
    '3 min read',
    'images/data-dashboard.webp',
    'Salesforce Financial Services Cloud for Advisers',
    'How UK financial advisers, mortgage brokers and wealth managers can use Salesforce Financial Services Cloud to manage households, evidence and client service.',
    true
  ),
  (
    'managing-saas-sprawl-how-to-audit-your-subscriptions',
    'Managing SaaS Sprawl: How to Audit Your Subscriptions',
    'Cloud subscriptions multiply quietly, paid on company cards and forgotten by the people who signed up. A simple annual audit can cut costs and reduce security risk.',
    'SaaS makes it wonderfully easy to start using new software. A team member signs up with a company card, invites a few colleagues and the problem is solved. Multiply that by a few years and you have **SaaS sprawl**: dozens of subscriptions, overlapping tools, forgotten accounts and customer data scattered across services nobody reviews.

## Why it matters

- **Cost:** unused licences and duplicate tools add up, especially with annual auto-renewals.
- **Security:** former staff may still have access to tools that were never connected to central accounts.
- **Data protection:** under UK GDPR you need to know where personal data is stored and which processors you use.
- **Efficiency:** three project management tools mean three places to look for information.

## Running an audit

### Step 1: find everything

Start with the money. Export a year of card and bank transactions and search for software vendors. Add anything billed through app stores or expenses. Then ask each team which tools they use, including free ones, because free tools still hold data.

### Step 2: record the essentials

For each subscription, note:

- what it is used for and by whom;
- the **owner** responsible for it;
- cost, billing frequency and renewal date;
- number of licences paid for versus **active users**;
- what data it holds and whether a data processing agreement is in place.

### Step 3: decide

For each tool, choose one of four actions: *keep*, *consolidate*, *downsize* or *cancel*. Consolidation usually offers the biggest savings, for example moving everyone to a single file-sharing or video-calling product.

## Making it stick

A one-off audit helps, but sprawl returns unless you change how software is bought.

- **Agree a light-touch approval process** for new tools, focused on data and security rather than bureaucracy.
- **Connect tools to single sign-on** where possible, so access is removed automatically when staff leave.
- **Keep the register up to date**, with renewal reminders well before notice deadlines.
- **Review annually**, ideally before your budget-setting cycle.

## When consolidation points to something bigger

Sometimes an audit reveals that several tools are being stitched together to handle one core process. That is a sign that a single platform, or a small piece of custom software with the right integrations, could replace the patchwork, reducing costs and giving staff one place to work.',
    'SaaS Solutions',
    'Sarah Whitfield',
    date '2024-04-03',
    '2 min read',
    null,
    'SaaS Sprawl: How to Audit Your Subscriptions',
    'A step-by-step method for small businesses to find every SaaS subscription, cut duplicates and unused licences, and reduce cost and data protection risk.',
    true
  ),
  (
    'building-consent-management-into-healthcare-software',
    'Building Consent Management into Healthcare Software',
    'Consent in healthcare software is about more than a tick box. We explain the different kinds of consent, the national data opt-out and how to design systems that respect patients'' choices.',
    '# Building Consent Management into Healthcare Software

"Consent" is one of the most overloaded words in health technology. It can mean a patient agreeing to treatment, a lawful basis for processing data, permission to share records, or agreement to receive a newsletter. Software that blurs these meanings causes confusion for staff and risk for providers. Good systems keep them distinct and make patients'' choices easy to record, respect and evidence.

## Four kinds of consent

### Consent to treatment

A clinical and legal matter, recorded in the clinical record. Software should capture what was discussed, the decision and who obtained consent, and link any signed forms.

### Data protection lawful basis

Under UK GDPR, most processing for direct care does not rely on consent at all. It typically relies on other lawful bases together with a condition for processing special category health data. *Asking for consent where it is not the lawful basis can mislead patients* about their ability to withdraw it.

### Confidentiality and sharing

The common law duty of confidentiality applies alongside UK GDPR. For direct care, implied consent to share with others in the care team is usually appropriate. Sharing for other purposes generally needs explicit consent or another legal basis.

### Marketing

Newsletters and promotional messages require consent under electronic marketing rules, recorded separately from anything clinical.

## The national data opt-out

Patients in England can opt out of their confidential information being used for research and planning. Organisations that use confidential patient information for those purposes must check and apply the opt-out. If your software supports research or planning uses, this needs to be designed in from the start.

## Designing consent into software

- **Separate fields and records** for each kind of consent, never a single generic checkbox;
- a **full history** of every consent decision, including withdrawals, with who recorded it and when;
- clear wording shown to the patient, with the version stored alongside the decision;
- **enforcement** in workflows, for example suppressing marketing messages for patients without marketing consent;
- straightforward ways for patients to change their preferences, ideally online.

## Testing and assurance

Consent logic should be tested like any other safety-relevant feature. Include scenarios such as a patient withdrawing marketing consent, a parent''s proxy access ending when a child reaches a certain age, and a record being shared with an external clinician. Document these decisions in your data protection impact assessment and, where relevant, your clinical safety case.

Getting consent right is not merely a compliance exercise. It is a visible sign to patients that their wishes are taken seriously.',
    'Healthcare Innovation',
    'Eleanor Marsh',
    date '2024-05-01',
    '3 min read',
    null,
    null,
    null,
    true
  ),
  (
    'building-audit-trails-that-stand-up-to-scrutiny',
    'Building Audit Trails That Stand Up to Scrutiny',
    'When a regulator, auditor or customer asks who changed a record and why, a good audit trail answers in minutes. Here is what to log, how to protect it and how long to keep it.',
    'An audit trail is a chronological record of who did what, and when, in a system. In regulated sectors such as healthcare and financial services it is often a formal requirement. In every business it is the difference between a quick answer and an uncomfortable investigation when something goes wrong.

## What to record

At a minimum, a useful audit entry captures:

- **Who** performed the action, as an individual user rather than a shared account;
- **What** happened: created, viewed, changed, exported or deleted;
- **Which** record was affected;
- **When** it happened, using a reliable, consistent time source;
- the previous and new values for changes to important fields.

For sensitive data, such as health records or client financial details, logging *views* as well as changes is often expected. It allows you to answer the question patients and clients care about most: who has looked at my information?

## Protecting the trail

### Make it tamper-evident

An audit trail that administrators can quietly edit is of limited value. Store audit entries separately from the data they describe, restrict write access to the application itself, and consider techniques that make any alteration detectable.

### Avoid logging too much

Audit logs should not become a second copy of sensitive data. Record that a field changed and, where appropriate, its old and new values, but never log passwords or full documents. *Logs are personal data too*, and they fall under your retention and security policies.

## Making it useful

Logs that nobody reads offer little protection. Build simple reports and alerts:

- a **patient or client access report** showing everyone who viewed a record;
- alerts for unusual activity, such as bulk exports or access outside working hours;
- periodic reviews of administrator actions;
- a straightforward way to export entries for an auditor or investigation.

## How long to keep audit data

Retention depends on your sector and the records involved. Audit data usually needs to be kept at least as long as the records it relates to, so you can reconstruct their history. Set the period deliberately in your retention schedule rather than keeping logs indefinitely by default.

## Choosing or building systems

When evaluating SaaS products, ask to see the audit trail in action, check whether view events are recorded, and confirm you can export logs. Some products reserve detailed auditing for premium tiers. When we build custom systems, audit logging is part of the core design, because adding it later means revisiting every part of the application.',
    'Compliance',
    'Daniel Kowalski',
    date '2024-05-29',
    '3 min read',
    'images/compliance-checklist.webp',
    null,
    null,
    true
  ),
  (
    'replacing-spreadsheets-with-a-proper-system-signs-it-is-time',
    'Replacing Spreadsheets with a Proper System: Signs It Is Time',
    'Spreadsheets are brilliant until they become the system your business depends on. These warning signs suggest it is time to move to something more robust, and how to do it safely.',
    'Nearly every small business runs on spreadsheets at some point, and rightly so. They are flexible, familiar and cheap. The trouble starts when a spreadsheet built for a quick calculation becomes the system that holds your orders, your customer records or your compliance evidence.

## Warning signs

If several of these sound familiar, your spreadsheet has probably outgrown its purpose:

- **Only one person understands it**, and everyone worries about their holidays;
- files are emailed around, and nobody is sure which version is current;
- people overwrite each other''s changes, or the file is locked when you need it;
- formulae break when someone inserts a row in the wrong place;
- you cannot tell who changed a figure, or when;
- it holds **personal data** with no access controls beyond a shared folder;
- reporting means copying data into yet another spreadsheet.

## What a proper system gives you

### A single source of truth

A database-backed application keeps one authoritative copy of each record, with everyone working on the same data at the same time.

### Rules and validation

Required fields, dropdown lists and checks prevent the small inconsistencies that make spreadsheets unreliable.

### Access control and history

Each person sees and edits only what they should, and every change is recorded. That matters for **UK GDPR** and for any audit.

### Automation

Reminders, approvals, documents and notifications can happen automatically rather than depending on someone remembering.

## Choosing the replacement

For common processes, an off-the-shelf product is usually best. If your spreadsheet handles something specific to your business, a low-code platform or a small custom application may fit better. *Do not simply recreate the spreadsheet in a new tool*; use the move to simplify the process.

## Making the move safely

- **Document the current spreadsheet**: what each tab and column means, and which formulae matter.
- **Clean the data** before importing it, removing duplicates and fixing inconsistent entries.
- **Run both in parallel briefly**, comparing outputs to build confidence.
- **Archive the old file** as read-only once the new system is trusted, and remove edit access.

## Keep spreadsheets for what they do best

Spreadsheets remain excellent for analysis, modelling and one-off calculations. The goal is not to ban them, but to stop them carrying the weight of a business-critical system. Export data from your new system into a spreadsheet whenever you want to explore it; just keep the master copy somewhere safer.',
    'Digital Transformation',
    'Sarah Whitfield',
    date '2024-06-26',
    '2 min read',
    'images/team-workshop.webp',
    null,
    null,
    true
  ),
  (
    'backing-up-your-saas-data-why-the-providers-backup-is-not-enough',
    'Backing Up Your SaaS Data: Why the Provider''s Backup Is Not Enough',
    'Your SaaS provider keeps the service running, but that is not the same as protecting your data from deletion, corruption or a supplier failure. Here is how to fill the gap.',
    'Moving to cloud software removes a lot of worry about servers and backups. It is tempting to assume the provider has everything covered. In fact, most SaaS agreements follow a *shared responsibility* model: the provider keeps the service available, but protecting your data from many kinds of loss remains your job.

## What providers usually protect against

Reputable providers replicate data and keep backups so they can recover from hardware failures and disasters in their own infrastructure. That protects the service as a whole.

## What they often do not protect against

- **Accidental deletion** by your own staff, beyond a short recycle-bin period;
- **malicious deletion** by a disgruntled employee or a compromised account;
- ransomware that encrypts synced files;
- a faulty integration or import that overwrites thousands of records;
- the provider going out of business or withdrawing the product.

Restoring a single customer''s records to how they looked last Tuesday may be impossible, or only available as a paid, best-efforts service.

## Building your own safety net

### Identify critical systems

Start with the systems that would hurt most if data were lost: email and documents, CRM, accounting and any industry-specific platform.

### Choose a backup approach

For major productivity suites and CRMs, dedicated third-party backup services can take regular automated copies and allow granular restores. For smaller tools, a scheduled export to secure storage may be enough.

### Follow the 3-2-1 principle

Keep **three copies** of important data, on **two different types** of storage, with **one copy** held separately from the others. Cloud-to-cloud backup with a different provider satisfies the spirit of this rule for SaaS data.

## Test your restores

A backup you have never restored is a hope, not a plan. At least twice a year, try restoring:

- a single deleted record;
- a whole mailbox or folder;
- a set of records to a specific **point in time**.

Note how long it takes and what went wrong, and update your procedures.

## Data protection considerations

Backups contain personal data, so they must be secured, encrypted and covered by your retention schedule. Make sure your backup provider is covered by a data processing agreement and that you know where the data is stored.

## Plan for exit

Finally, keep a current, complete export of each critical system in a format you could import elsewhere. If a supplier changes its terms or disappears, that export is what allows you to carry on trading.',
    'SaaS Solutions',
    'James Okafor',
    date '2024-07-24',
    '3 min read',
    'images/cloud-platform.webp',
    null,
    null,
    true
  ),
  (
    'video-consultations-a-security-and-governance-checklist',
    'Video Consultations: A Security and Governance Checklist',
    'Video consultations are now a normal part of care. This checklist helps clinics make sure their remote appointments are as safe and well governed as those in the consulting room.',
    'Video consultations moved from novelty to routine remarkably quickly. Many clinics adopted whatever platform was to hand and have carried on using it since. Now is a good time to check that remote appointments meet the same standards of safety, privacy and record-keeping as face-to-face care.

## The platform

- **Use a platform designed or configured for healthcare**, with encryption in transit and no advertising or data-mining business model.
- Confirm where call data and any recordings are processed and stored, and that a **data processing agreement** is in place.
- Use unique meeting links for each appointment, or a waiting room that the clinician controls.
- Make sure clinicians sign in with individual accounts protected by multi-factor authentication.

## Before the consultation

### Suitability

Not every appointment suits video. Agree criteria for when a face-to-face appointment is needed, and make it easy to convert.

### Patient information

Send clear joining instructions, explain what to expect and tell patients how to find a private space. Offer a telephone alternative for anyone who cannot use video.

## During the consultation

### Identity

Confirm the patient''s identity at the start, just as you would in clinic, and note who else is present on their side.

### Environment

Clinicians should work from a private space where they cannot be overheard, with a neutral background and no patient information visible when sharing their screen.

### Safety netting

Agree what the patient should do if the connection drops, and have their phone number to hand before you start.

## Recording and documentation

Recording consultations should be the exception, with a clear purpose, the patient''s informed agreement, secure storage and a defined retention period. In most cases a good clinical note is sufficient. *If you do record, treat the recording as part of the health record.*

## Working from home

- Devices used for consultations should be **managed, encrypted and kept up to date**.
- Home routers should have strong admin passwords and current firmware.
- Printed notes should not leave the clinic; if they do, they must be stored and destroyed securely.

## Governance

Cover video consultations in your data protection impact assessment, your DSPT evidence and, if the platform is integrated with clinical systems, your DCB0160 clinical safety documentation. Review incidents and patient feedback regularly, and refresh staff training when the platform changes.',
    'Healthcare Innovation',
    'Priya Nair',
    date '2024-08-21',
    '2 min read',
    'images/secure-records.webp',
    'Video Consultation Security Checklist for Clinics',
    'A practical security and governance checklist for clinics running video consultations, covering platforms, identity checks, recording, consent and home working.',
    true
  ),
  (
    'ai-triage-tools-in-primary-care-a-cautious-buyers-guide',
    'AI Triage Tools in Primary Care: A Cautious Buyer''s Guide',
    'AI-assisted triage and online consultation tools are attracting plenty of attention. Before you buy, here are the regulatory, clinical safety and practical questions to ask.',
    'Artificial intelligence is finding its way into primary and community care, most visibly in tools that help patients describe symptoms online and route requests to the right person. For busy practices and independent clinics, the promise is compelling: shorter phone queues, better-prepared clinicians and more appropriate appointments. The reality depends on careful selection and implementation.

## Understand what the tool actually does

Vendors use "AI" to describe very different things. Ask precisely:

- Is the tool **collecting and structuring** information for a clinician to review?
- Does it **suggest** urgency or a care pathway, leaving the decision to staff?
- Or does it **make decisions** automatically, such as directing patients away from appointments?

The further a tool goes towards making clinical decisions, the higher the bar for evidence and regulation.

## Regulatory status

Software that influences diagnosis or treatment may be a medical device. In the UK, medical devices are regulated by the MHRA, and the vendor should be able to explain the product''s classification, its conformity marking and its intended purpose. *If the answer is vague, treat that as a significant warning sign.*

Also ask whether the product has been assessed against the NHS **Digital Technology Assessment Criteria**, which cover clinical safety, data protection, technical security, interoperability and usability.

## Clinical safety

The supplier should provide a DCB0129 clinical safety case and hazard log. As the deploying organisation, you must carry out your own DCB0160 assessment. Pay particular attention to hazards such as:

- urgent symptoms being **under-triaged**;
- patients who struggle with online forms being disadvantaged;
- requests submitted out of hours sitting unseen;
- staff over-relying on the tool''s suggestions.

## Fairness and access

Triage tools must work for everyone, including older patients, people with limited English, and those with disabilities or low digital confidence. Ask how the tool was tested with diverse users, and keep alternative routes open, such as telephone and in-person requests.

## Data protection

Complete a data protection impact assessment. Understand what data the tool collects, where it is processed, whether it is used to train models, and how long it is retained. Patients should be told clearly how their information is used.

## Start small and measure

Pilot the tool with a defined service and review outcomes carefully, including clinician workload, time to resolution, patient feedback and any safety incidents. Involve clinicians and reception staff throughout. A tool that adds hidden work for the team will not deliver on its promise, however sophisticated the underlying technology.',
    'Healthcare Innovation',
    'Eleanor Marsh',
    date '2024-09-18',
    '3 min read',
    null,
    null,
    null,
    true
  ),
  (
    'rolling-out-new-software-to-your-team-a-guide-to-adoption',
    'Rolling Out New Software to Your Team: A Guide to Adoption',
    'The success of new software depends less on features than on whether people use it. These practical steps help small businesses turn a purchase into a habit.',
    '# Rolling Out New Software to Your Team

Many software projects that are declared failures were technically fine. The system worked; people simply did not use it, or used it half-heartedly alongside the old way of doing things. Adoption is not a soft extra to consider after go-live. It is the part of the project that determines whether you see any return at all.

## Involve people early

Ask the people who will use the system to help choose and shape it. They know where the current process hurts and which workarounds they rely on. Even in a small business, a few conversations and a trial with two or three staff will surface problems that a sales demonstration never reveals.

## Explain the why

Staff are far more willing to change when they understand the reason. Be specific: *we are moving to this system so that you no longer have to re-type orders into the accounts package*, rather than a vague promise of efficiency.

## Design for the daily routine

- **Simplify screens** so people see only what they need for their role.
- **Keep mandatory fields to a minimum**; every extra required field is a reason to avoid the system.
- **Bring data across** so the new system is useful from day one.
- **Integrate** with email, calendars and other tools people already use.

## Training that sticks

### Short and role-based

Train people on the tasks they will perform, using their own data where possible. A forty-minute session focused on five common tasks beats a full day covering every feature.

### Digital champions

Nominate one or two enthusiastic users in each team. Give them extra training and time to help colleagues. Questions answered at the next desk get resolved far faster than support tickets.

### Reference material

Short guides and two-minute screen recordings for common tasks are more useful than long manuals.

## Switch off the old way

If the old spreadsheet, form or system remains available, people will keep using it. Set a clear date after which it becomes read-only, and stick to it.

## Measure and listen

Track usage in the first few weeks: logins, records created, tasks completed. Hold a short review after a month to ask what is working and what is getting in the way, then make visible improvements. When people see their feedback acted on, adoption accelerates.

## Lead from the top

Finally, managers must use the system themselves. Run meetings from its reports, ask for updates through it and refer to it constantly. Few things undermine adoption faster than a manager who asks for a separate spreadsheet.',
    'SaaS Solutions',
    'Sarah Whitfield',
    date '2024-10-16',
    '3 min read',
    'images/team-workshop.webp',
    null,
    null,
    true
  ),
  (
    'measuring-the-return-on-a-healthcare-software-project',
    'Measuring the Return on a Healthcare Software Project',
    'Healthcare software investments are often justified on hope rather than evidence. Here is a practical framework for measuring time saved, quality improved and risk reduced.',
    'Healthcare providers are asked to justify every pound they spend, and rightly so. Software projects are often approved on optimistic assumptions and never evaluated afterwards. A simple, honest approach to measuring return helps you decide what to invest in next and builds credibility with boards, partners and commissioners.

## Decide what success means before you start

The most common mistake is trying to measure benefits after the event, with no baseline. Before a project begins, agree a small set of measures across three areas.

### Time and capacity

- **Minutes per task** on administrative work, such as booking, referrals or letters;
- phone call volumes and waiting times;
- clinician time spent on documentation.

### Quality and experience

- Error rates, such as incomplete records or misfiled letters;
- patient feedback and complaints relating to access or communication;
- **staff satisfaction** with the tools they use.

### Risk and compliance

- Information governance incidents and near misses;
- time taken to respond to subject access requests;
- audit findings and DSPT evidence gaps.

## Gather a baseline

Collect data for at least a month before the change. Where systems cannot produce figures, use short, structured samples: time ten bookings, count a week of phone calls, review twenty records. *Imperfect baselines are far better than none.*

## Count the full cost

Include subscriptions, implementation, integration, training time, staff backfill during go-live and ongoing support. Training time is the cost most often forgotten, and in a clinical setting it can be substantial.

## Converting benefits into value

Some benefits translate directly into money, such as reduced agency staffing or fewer missed appointments. Others are better expressed as capacity: hours released that can be used for more appointments or better care. Be cautious about counting time saved as cash unless it genuinely changes staffing or income.

## Review honestly

Evaluate at three and twelve months. Early measures often show a dip as people learn the new system; that is normal. If benefits have not appeared after a year, find out why. Common causes include:

- **Partial adoption**, with old processes running alongside the new;
- configuration that does not match real workflows;
- benefits that depend on a second phase that never happened.

## Share what you learn

Publishing a short internal summary of each project, including what did not work, builds a culture of evidence-based investment. It also makes the next business case far easier to write, because you can point to what your organisation has actually achieved.',
    'Healthcare Innovation',
    'Tom Hargreaves',
    date '2024-11-13',
    '2 min read',
    'images/data-dashboard.webp',
    null,
    null,
    true
  )
on conflict (slug) do nothing;

-- Drafts (published = false): never returned by get-blogs and hidden from anon by row-level security.
insert into public.blog_posts
  (slug, title, excerpt, content, category, author, published_date, read_time, image_url, seo_title, seo_description, published)
values
  (
    'usage-based-billing-lessons-from-a-pilot',
    'Usage-Based Billing: Lessons from a Pilot',
    'What we learned when a client moved part of its service from per-seat pricing to usage-based billing, including the surprises in metering and invoicing.',
    '*Draft: awaiting client approval before publication.*

Moving from per-seat pricing to usage-based billing sounds like a pricing decision. In practice, it touches almost every part of a SaaS business: product analytics, invoicing, customer communication and forecasting.

## Metering comes first

Before any price can be charged on usage, the usage has to be measured reliably. That means deciding exactly what counts as a billable event, recording each one once and only once, and keeping the records long enough to answer customer queries.

- **Define the unit** in language a customer would recognise;
- **store raw events** separately from the totals used for invoices;
- make usage visible to customers as it happens, not just on the invoice.

## Invoicing surprises

### Proration

Customers who change plans mid-month expect a fair, understandable charge. Working out the rules in advance avoids awkward conversations later.

### VAT

Usage charges still need the correct VAT treatment, and invoices must show enough detail to satisfy both customers and HMRC.

### Disputes

When a customer questions a bill, support staff need to see the underlying events quickly. A simple usage breakdown by day and by user resolved most queries during the pilot.

## Communicating the change

Existing customers need plenty of notice, a clear explanation of how their bill will change and, ideally, a comparison based on their own recent usage. *Nobody likes discovering a new pricing model on an invoice.*

## Early conclusions

Usage-based billing suited customers with irregular demand and opened the door to smaller accounts that could not justify a full seat licence. It also made revenue forecasting harder, because income now moved with customer activity rather than contract dates. We will share fuller results, including what we would do differently, once the pilot ends.',
    'SaaS Solutions',
    'James Okafor',
    date '2024-12-04',
    '2 min read',
    null,
    null,
    null,
    false
  ),
  (
    'wearables-in-community-care-early-thoughts',
    'Wearables in Community Care: Early Thoughts',
    'Consumer wearables are increasingly mentioned in community care conversations. Some early thoughts on where they may help and the governance questions they raise.',
    'Smartwatches and fitness trackers now record heart rate, activity and sleep for a great many people. Community care teams are starting to ask whether this data could support the people they look after, and whether it should.

## Where wearables might help

- **Falls detection** for people living alone;
- **activity trends** that flag a gradual decline in mobility;
- prompts and reminders for people with mild memory difficulties.

## Questions we are still working through

### Accuracy

Consumer devices are not medical devices. Readings may be fine for spotting trends but unsuitable for clinical decisions.

### Responsibility

If a device raises an alert at three in the morning, who is expected to respond, and how quickly?

### Consent and capacity

Some of the people who might benefit most may lack capacity to consent to monitoring. Any use must follow the Mental Capacity Act and involve families and advocates appropriately.

### Data ownership

Data from consumer wearables usually flows first to the manufacturer''s cloud. Before recommending any device, providers need to understand what the manufacturer does with that data and whether the person can control it.

## Keeping it human

Technology should support regular human contact, never replace it. A device that reports a normal step count says nothing about loneliness, mood or whether someone has eaten.

## Next steps

We plan to talk to several community providers about their experiences before publishing a fuller article. *If you run a service that has tried wearables, we would like to hear from you.*',
    'Healthcare Innovation',
    'Priya Nair',
    date '2024-12-18',
    '2 min read',
    'images/team-workshop.webp',
    null,
    null,
    false
  )
on conflict (slug) do nothing;

-- Scheduled publishing (migration 20261127000000): the seed's published posts were published on
-- their shown dates, as the migration says of the rows it found, not at the moment the seed ran.
-- Only the rows this run inserted (created in this transaction); never an editor's.
update public.blog_posts
  set publish_at = least(published_date::timestamp at time zone 'UTC', now())
  where published and created_at = now();
