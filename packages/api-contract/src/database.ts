// Generated from supabase/migrations by `pnpm --filter @aide/supabase-emulator db-types`: do not edit.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      ai_employees: {
        Row: {
          created_at: string;
          email: string;
          email_token_encrypted: string | null;
          email_token_type: string | null;
          id: string;
          organization_id: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          email: string;
          email_token_encrypted?: string | null;
          email_token_type?: string | null;
          id?: string;
          organization_id: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          email_token_encrypted?: string | null;
          email_token_type?: string | null;
          id?: string;
          organization_id?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'ai_employees_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_analytics_events: {
        Row: {
          distinct_id: string | null;
          event: string;
          id: number;
          properties: Json;
          received_at: string;
          timestamp: string | null;
        };
        Insert: {
          distinct_id?: string | null;
          event: string;
          id?: never;
          properties?: Json;
          received_at?: string;
          timestamp?: string | null;
        };
        Update: {
          distinct_id?: string | null;
          event?: string;
          id?: never;
          properties?: Json;
          received_at?: string;
          timestamp?: string | null;
        };
        Relationships: [];
      };
      aide_chat_conversations: {
        Row: {
          created_at: string;
          id: string;
          organization_id: string;
          title: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          organization_id: string;
          title: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          organization_id?: string;
          title?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_chat_conversations_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_chat_messages: {
        Row: {
          citations: Json;
          content: string;
          conversation_id: string;
          created_at: string;
          error: string | null;
          id: string;
          organization_id: string;
          provider: string | null;
          role: string;
          status: string;
          user_id: string;
        };
        Insert: {
          citations?: Json;
          content: string;
          conversation_id: string;
          created_at?: string;
          error?: string | null;
          id?: string;
          organization_id: string;
          provider?: string | null;
          role: string;
          status?: string;
          user_id: string;
        };
        Update: {
          citations?: Json;
          content?: string;
          conversation_id?: string;
          created_at?: string;
          error?: string | null;
          id?: string;
          organization_id?: string;
          provider?: string | null;
          role?: string;
          status?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_chat_messages_conversation_id_fkey';
            columns: ['organization_id', 'conversation_id'];
            isOneToOne: false;
            referencedRelation: 'aide_chat_conversations';
            referencedColumns: ['organization_id', 'id'];
          },
          {
            foreignKeyName: 'aide_chat_messages_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_client_customers: {
        Row: {
          average_gap_days: number | null;
          city: string | null;
          company: string | null;
          created_at: string;
          email: string | null;
          first_order_on: string | null;
          follow_up_on: string | null;
          id: string;
          interests: string[];
          job_title: string | null;
          last_order_on: string | null;
          lifetime_revenue: number;
          name: string;
          order_count: number;
          organization_id: string;
          phone: string | null;
          revenue_12m: number;
          segment: string | null;
          updated_at: string;
        };
        Insert: {
          average_gap_days?: number | null;
          city?: string | null;
          company?: string | null;
          created_at?: string;
          email?: string | null;
          first_order_on?: string | null;
          follow_up_on?: string | null;
          id?: string;
          interests?: string[];
          job_title?: string | null;
          last_order_on?: string | null;
          lifetime_revenue?: number;
          name: string;
          order_count?: number;
          organization_id: string;
          phone?: string | null;
          revenue_12m?: number;
          segment?: string | null;
          updated_at?: string;
        };
        Update: {
          average_gap_days?: number | null;
          city?: string | null;
          company?: string | null;
          created_at?: string;
          email?: string | null;
          first_order_on?: string | null;
          follow_up_on?: string | null;
          id?: string;
          interests?: string[];
          job_title?: string | null;
          last_order_on?: string | null;
          lifetime_revenue?: number;
          name?: string;
          order_count?: number;
          organization_id?: string;
          phone?: string | null;
          revenue_12m?: number;
          segment?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_client_customers_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_client_list: {
        Row: {
          aide_plan: string;
          created_at: string;
          email: string;
          id: string;
        };
        Insert: {
          aide_plan: string;
          created_at?: string;
          email: string;
          id?: string;
        };
        Update: {
          aide_plan?: string;
          created_at?: string;
          email?: string;
          id?: string;
        };
        Relationships: [];
      };
      aide_customer_notes: {
        Row: {
          author_name: string;
          author_user_id: string | null;
          body: string;
          created_at: string;
          customer_id: string;
          id: string;
          organization_id: string;
        };
        Insert: {
          author_name: string;
          author_user_id?: string | null;
          body: string;
          created_at?: string;
          customer_id: string;
          id?: string;
          organization_id: string;
        };
        Update: {
          author_name?: string;
          author_user_id?: string | null;
          body?: string;
          created_at?: string;
          customer_id?: string;
          id?: string;
          organization_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_customer_notes_customer_id_fkey';
            columns: ['organization_id', 'customer_id'];
            isOneToOne: false;
            referencedRelation: 'aide_client_customers';
            referencedColumns: ['organization_id', 'id'];
          },
          {
            foreignKeyName: 'aide_customer_notes_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_erp_document_lines: {
        Row: {
          description: string;
          document_id: string;
          id: string;
          line_no: number;
          organization_id: string;
          quantity: number;
          sku: string;
          unit_price: number;
        };
        Insert: {
          description?: string;
          document_id: string;
          id?: string;
          line_no: number;
          organization_id: string;
          quantity: number;
          sku: string;
          unit_price: number;
        };
        Update: {
          description?: string;
          document_id?: string;
          id?: string;
          line_no?: number;
          organization_id?: string;
          quantity?: number;
          sku?: string;
          unit_price?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_erp_document_lines_document_id_fkey';
            columns: ['organization_id', 'document_id'];
            isOneToOne: false;
            referencedRelation: 'aide_erp_documents';
            referencedColumns: ['organization_id', 'id'];
          },
          {
            foreignKeyName: 'aide_erp_document_lines_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_erp_documents: {
        Row: {
          created_at: string;
          currency: string;
          customer_name: string;
          document_date: string;
          document_number: string;
          erp_connection_id: string | null;
          id: string;
          kind: string;
          organization_id: string;
          po_number: string;
          source: string;
          total: number;
        };
        Insert: {
          created_at?: string;
          currency?: string;
          customer_name: string;
          document_date: string;
          document_number: string;
          erp_connection_id?: string | null;
          id?: string;
          kind: string;
          organization_id: string;
          po_number: string;
          source?: string;
          total: number;
        };
        Update: {
          created_at?: string;
          currency?: string;
          customer_name?: string;
          document_date?: string;
          document_number?: string;
          erp_connection_id?: string | null;
          id?: string;
          kind?: string;
          organization_id?: string;
          po_number?: string;
          source?: string;
          total?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_erp_documents_erp_connection_id_fkey';
            columns: ['organization_id', 'erp_connection_id'];
            isOneToOne: false;
            referencedRelation: 'erp_connections';
            referencedColumns: ['organization_id', 'id'];
          },
          {
            foreignKeyName: 'aide_erp_documents_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_imports: {
        Row: {
          created_at: string;
          file_name: string;
          id: string;
          inserted: number;
          kind: string;
          organization_id: string;
          total: number;
          unchanged: number;
          updated: number;
          user_id: string | null;
        };
        Insert: {
          created_at?: string;
          file_name: string;
          id?: string;
          inserted: number;
          kind: string;
          organization_id: string;
          total: number;
          unchanged: number;
          updated: number;
          user_id?: string | null;
        };
        Update: {
          created_at?: string;
          file_name?: string;
          id?: string;
          inserted?: number;
          kind?: string;
          organization_id?: string;
          total?: number;
          unchanged?: number;
          updated?: number;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_imports_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_intake_emails: {
        Row: {
          attempts: number;
          created_at: string;
          detail: string | null;
          failed_at: string | null;
          from_email: string | null;
          id: string;
          mailbox: string;
          message_id: string;
          organization_id: string;
          purchase_order_id: string | null;
          received_at: string;
          status: string;
          subject: string | null;
        };
        Insert: {
          attempts?: number;
          created_at?: string;
          detail?: string | null;
          failed_at?: string | null;
          from_email?: string | null;
          id?: string;
          mailbox: string;
          message_id: string;
          organization_id: string;
          purchase_order_id?: string | null;
          received_at: string;
          status: string;
          subject?: string | null;
        };
        Update: {
          attempts?: number;
          created_at?: string;
          detail?: string | null;
          failed_at?: string | null;
          from_email?: string | null;
          id?: string;
          mailbox?: string;
          message_id?: string;
          organization_id?: string;
          purchase_order_id?: string | null;
          received_at?: string;
          status?: string;
          subject?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_intake_emails_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'aide_intake_emails_purchase_order_id_fkey';
            columns: ['purchase_order_id'];
            isOneToOne: false;
            referencedRelation: 'aide_purchase_orders';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_inventory_items: {
        Row: {
          brand: string | null;
          category: string | null;
          created_at: string;
          id: string;
          name: string;
          organization_id: string;
          price: number | null;
          quantity_on_hand: number;
          sku: string;
          updated_at: string;
        };
        Insert: {
          brand?: string | null;
          category?: string | null;
          created_at?: string;
          id?: string;
          name: string;
          organization_id: string;
          price?: number | null;
          quantity_on_hand?: number;
          sku: string;
          updated_at?: string;
        };
        Update: {
          brand?: string | null;
          category?: string | null;
          created_at?: string;
          id?: string;
          name?: string;
          organization_id?: string;
          price?: number | null;
          quantity_on_hand?: number;
          sku?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_inventory_items_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_members: {
        Row: {
          created_at: string;
          email: string;
          first_name: string | null;
          id: string;
          invitation_error: string | null;
          invitation_status: string | null;
          invited_at: string | null;
          invited_by: string | null;
          joined_at: string | null;
          last_name: string | null;
          organization_id: string;
          role: string;
          user_id: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          first_name?: string | null;
          id?: string;
          invitation_error?: string | null;
          invitation_status?: string | null;
          invited_at?: string | null;
          invited_by?: string | null;
          joined_at?: string | null;
          last_name?: string | null;
          organization_id: string;
          role?: string;
          user_id?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          first_name?: string | null;
          id?: string;
          invitation_error?: string | null;
          invitation_status?: string | null;
          invited_at?: string | null;
          invited_by?: string | null;
          joined_at?: string | null;
          last_name?: string | null;
          organization_id?: string;
          role?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_members_invited_by_fkey';
            columns: ['invited_by'];
            isOneToOne: false;
            referencedRelation: 'aide_members';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'aide_members_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_note_change_proposals: {
        Row: {
          created_at: string;
          current_value: string | null;
          customer_id: string;
          decided_at: string | null;
          decided_by_name: string | null;
          field: string;
          id: string;
          note_id: string;
          organization_id: string;
          proposed_value: string;
          status: string;
        };
        Insert: {
          created_at?: string;
          current_value?: string | null;
          customer_id: string;
          decided_at?: string | null;
          decided_by_name?: string | null;
          field: string;
          id?: string;
          note_id: string;
          organization_id: string;
          proposed_value: string;
          status?: string;
        };
        Update: {
          created_at?: string;
          current_value?: string | null;
          customer_id?: string;
          decided_at?: string | null;
          decided_by_name?: string | null;
          field?: string;
          id?: string;
          note_id?: string;
          organization_id?: string;
          proposed_value?: string;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_note_change_proposals_customer_id_fkey';
            columns: ['organization_id', 'customer_id'];
            isOneToOne: false;
            referencedRelation: 'aide_client_customers';
            referencedColumns: ['organization_id', 'id'];
          },
          {
            foreignKeyName: 'aide_note_change_proposals_note_id_fkey';
            columns: ['organization_id', 'note_id'];
            isOneToOne: false;
            referencedRelation: 'aide_customer_notes';
            referencedColumns: ['organization_id', 'id'];
          },
          {
            foreignKeyName: 'aide_note_change_proposals_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_offers: {
        Row: {
          created_at: string;
          created_by: string | null;
          discount_percent: number;
          ends_on: string;
          id: string;
          organization_id: string;
          starts_on: string;
          target_type: string;
          target_value: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          created_by?: string | null;
          discount_percent: number;
          ends_on: string;
          id?: string;
          organization_id: string;
          starts_on: string;
          target_type: string;
          target_value: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          discount_percent?: number;
          ends_on?: string;
          id?: string;
          organization_id?: string;
          starts_on?: string;
          target_type?: string;
          target_value?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_offers_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_organizations: {
        Row: {
          aide_plan: string;
          created_at: string;
          id: string;
          mfa_required: boolean;
          name: string;
          status: string;
          status_changed_at: string | null;
        };
        Insert: {
          aide_plan: string;
          created_at?: string;
          id?: string;
          mfa_required?: boolean;
          name: string;
          status?: string;
          status_changed_at?: string | null;
        };
        Update: {
          aide_plan?: string;
          created_at?: string;
          id?: string;
          mfa_required?: boolean;
          name?: string;
          status?: string;
          status_changed_at?: string | null;
        };
        Relationships: [];
      };
      aide_outreach_emails: {
        Row: {
          attempts: number;
          body: string;
          customer_id: string | null;
          details: Json;
          failed_at: string | null;
          from_email: string;
          id: string;
          idempotency_key: string | null;
          kind: string;
          last_error: string | null;
          organization_id: string;
          queued_at: string;
          sent_at: string | null;
          sent_via: string;
          status: string;
          subject: string;
          to_email: string;
          user_id: string | null;
        };
        Insert: {
          attempts?: number;
          body: string;
          customer_id?: string | null;
          details?: Json;
          failed_at?: string | null;
          from_email: string;
          id?: string;
          idempotency_key?: string | null;
          kind: string;
          last_error?: string | null;
          organization_id: string;
          queued_at?: string;
          sent_at?: string | null;
          sent_via: string;
          status?: string;
          subject: string;
          to_email: string;
          user_id?: string | null;
        };
        Update: {
          attempts?: number;
          body?: string;
          customer_id?: string | null;
          details?: Json;
          failed_at?: string | null;
          from_email?: string;
          id?: string;
          idempotency_key?: string | null;
          kind?: string;
          last_error?: string | null;
          organization_id?: string;
          queued_at?: string;
          sent_at?: string | null;
          sent_via?: string;
          status?: string;
          subject?: string;
          to_email?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_outreach_emails_customer_id_fkey';
            columns: ['organization_id', 'customer_id'];
            isOneToOne: false;
            referencedRelation: 'aide_client_customers';
            referencedColumns: ['organization_id', 'id'];
          },
          {
            foreignKeyName: 'aide_outreach_emails_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_platform_events: {
        Row: {
          action: string;
          actor_email: string;
          actor_user_id: string | null;
          created_at: string;
          details: Json;
          id: string;
          subject_organization_id: string | null;
          subject_organization_name: string | null;
          target_email: string | null;
        };
        Insert: {
          action: string;
          actor_email: string;
          actor_user_id?: string | null;
          created_at?: string;
          details?: Json;
          id?: string;
          subject_organization_id?: string | null;
          subject_organization_name?: string | null;
          target_email?: string | null;
        };
        Update: {
          action?: string;
          actor_email?: string;
          actor_user_id?: string | null;
          created_at?: string;
          details?: Json;
          id?: string;
          subject_organization_id?: string | null;
          subject_organization_name?: string | null;
          target_email?: string | null;
        };
        Relationships: [];
      };
      aide_platform_exports: {
        Row: {
          created_at: string;
          error: string | null;
          finished_at: string | null;
          id: string;
          object_path: string | null;
          organization_id: string;
          progress: number;
          requested_by: string | null;
          requested_by_email: string;
          size_bytes: number | null;
          status: string;
        };
        Insert: {
          created_at?: string;
          error?: string | null;
          finished_at?: string | null;
          id?: string;
          object_path?: string | null;
          organization_id: string;
          progress?: number;
          requested_by?: string | null;
          requested_by_email?: string;
          size_bytes?: number | null;
          status?: string;
        };
        Update: {
          created_at?: string;
          error?: string | null;
          finished_at?: string | null;
          id?: string;
          object_path?: string | null;
          organization_id?: string;
          progress?: number;
          requested_by?: string | null;
          requested_by_email?: string;
          size_bytes?: number | null;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_platform_exports_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_platform_operators: {
        Row: {
          created_at: string;
          email: string;
          granted_by: string;
          id: string;
        };
        Insert: {
          created_at?: string;
          email: string;
          granted_by?: string;
          id?: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          granted_by?: string;
          id?: string;
        };
        Relationships: [];
      };
      aide_purchase_order_events: {
        Row: {
          action: string;
          actor_label: string;
          actor_user_id: string | null;
          created_at: string;
          details: Json;
          id: string;
          organization_id: string;
          purchase_order_id: string;
          reason: string | null;
        };
        Insert: {
          action: string;
          actor_label: string;
          actor_user_id?: string | null;
          created_at?: string;
          details?: Json;
          id?: string;
          organization_id: string;
          purchase_order_id: string;
          reason?: string | null;
        };
        Update: {
          action?: string;
          actor_label?: string;
          actor_user_id?: string | null;
          created_at?: string;
          details?: Json;
          id?: string;
          organization_id?: string;
          purchase_order_id?: string;
          reason?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_purchase_order_events_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'aide_purchase_order_events_purchase_order_id_fkey';
            columns: ['organization_id', 'purchase_order_id'];
            isOneToOne: false;
            referencedRelation: 'aide_purchase_orders';
            referencedColumns: ['organization_id', 'id'];
          },
        ];
      };
      aide_purchase_order_lines: {
        Row: {
          description: string;
          id: string;
          line_no: number;
          organization_id: string;
          purchase_order_id: string;
          quantity: number;
          sku: string;
          unit_price: number;
        };
        Insert: {
          description?: string;
          id?: string;
          line_no: number;
          organization_id: string;
          purchase_order_id: string;
          quantity: number;
          sku: string;
          unit_price: number;
        };
        Update: {
          description?: string;
          id?: string;
          line_no?: number;
          organization_id?: string;
          purchase_order_id?: string;
          quantity?: number;
          sku?: string;
          unit_price?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_purchase_order_lines_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'aide_purchase_order_lines_purchase_order_id_fkey';
            columns: ['organization_id', 'purchase_order_id'];
            isOneToOne: false;
            referencedRelation: 'aide_purchase_orders';
            referencedColumns: ['organization_id', 'id'];
          },
        ];
      };
      aide_purchase_orders: {
        Row: {
          ai_score: number | null;
          ai_score_reasons: Json;
          created_at: string;
          currency: string;
          customer_name: string;
          decided_at: string | null;
          decided_by: string | null;
          decided_by_label: string | null;
          decision_reason: string | null;
          erp_connection_id: string | null;
          extraction: Json | null;
          extraction_confidence: number | null;
          id: string;
          needs_manual_entry: boolean;
          order_date: string;
          organization_id: string;
          po_number: string;
          received_at: string;
          requested_delivery_date: string | null;
          source: string;
          source_document_name: string | null;
          source_document_path: string | null;
          source_document_type: string | null;
          source_file_sha256: string | null;
          status: string;
          total: number;
          updated_at: string;
        };
        Insert: {
          ai_score?: number | null;
          ai_score_reasons?: Json;
          created_at?: string;
          currency?: string;
          customer_name: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decided_by_label?: string | null;
          decision_reason?: string | null;
          erp_connection_id?: string | null;
          extraction?: Json | null;
          extraction_confidence?: number | null;
          id?: string;
          needs_manual_entry?: boolean;
          order_date: string;
          organization_id: string;
          po_number: string;
          received_at?: string;
          requested_delivery_date?: string | null;
          source?: string;
          source_document_name?: string | null;
          source_document_path?: string | null;
          source_document_type?: string | null;
          source_file_sha256?: string | null;
          status?: string;
          total: number;
          updated_at?: string;
        };
        Update: {
          ai_score?: number | null;
          ai_score_reasons?: Json;
          created_at?: string;
          currency?: string;
          customer_name?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decided_by_label?: string | null;
          decision_reason?: string | null;
          erp_connection_id?: string | null;
          extraction?: Json | null;
          extraction_confidence?: number | null;
          id?: string;
          needs_manual_entry?: boolean;
          order_date?: string;
          organization_id?: string;
          po_number?: string;
          received_at?: string;
          requested_delivery_date?: string | null;
          source?: string;
          source_document_name?: string | null;
          source_document_path?: string | null;
          source_document_type?: string | null;
          source_file_sha256?: string | null;
          status?: string;
          total?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_purchase_orders_erp_connection_id_fkey';
            columns: ['organization_id', 'erp_connection_id'];
            isOneToOne: false;
            referencedRelation: 'erp_connections';
            referencedColumns: ['organization_id', 'id'];
          },
          {
            foreignKeyName: 'aide_purchase_orders_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_reconciliation_resolutions: {
        Row: {
          document_kind: string;
          id: string;
          line_ref: string;
          note: string;
          organization_id: string;
          purchase_order_id: string;
          resolved_at: string;
          resolved_by: string | null;
          resolved_by_label: string;
        };
        Insert: {
          document_kind: string;
          id?: string;
          line_ref: string;
          note: string;
          organization_id: string;
          purchase_order_id: string;
          resolved_at?: string;
          resolved_by?: string | null;
          resolved_by_label: string;
        };
        Update: {
          document_kind?: string;
          id?: string;
          line_ref?: string;
          note?: string;
          organization_id?: string;
          purchase_order_id?: string;
          resolved_at?: string;
          resolved_by?: string | null;
          resolved_by_label?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_reconciliation_resolutions_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'aide_reconciliation_resolutions_purchase_order_id_fkey';
            columns: ['organization_id', 'purchase_order_id'];
            isOneToOne: false;
            referencedRelation: 'aide_purchase_orders';
            referencedColumns: ['organization_id', 'id'];
          },
        ];
      };
      aide_sales_transactions: {
        Row: {
          created_at: string;
          customer_email: string | null;
          customer_id: string | null;
          customer_name: string | null;
          id: string;
          line_key: string | null;
          order_ref: string | null;
          organization_id: string;
          quantity: number;
          sku: string | null;
          sold_at: string;
          unit_price: number | null;
        };
        Insert: {
          created_at?: string;
          customer_email?: string | null;
          customer_id?: string | null;
          customer_name?: string | null;
          id?: string;
          line_key?: string | null;
          order_ref?: string | null;
          organization_id: string;
          quantity?: number;
          sku?: string | null;
          sold_at?: string;
          unit_price?: number | null;
        };
        Update: {
          created_at?: string;
          customer_email?: string | null;
          customer_id?: string | null;
          customer_name?: string | null;
          id?: string;
          line_key?: string | null;
          order_ref?: string | null;
          organization_id?: string;
          quantity?: number;
          sku?: string | null;
          sold_at?: string;
          unit_price?: number | null;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_sales_transactions_customer_id_fkey';
            columns: ['organization_id', 'customer_id'];
            isOneToOne: false;
            referencedRelation: 'aide_client_customers';
            referencedColumns: ['organization_id', 'id'];
          },
          {
            foreignKeyName: 'aide_sales_transactions_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_team_events: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_user_id: string | null;
          created_at: string;
          details: Json;
          id: string;
          organization_id: string;
          target_email: string | null;
        };
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_user_id?: string | null;
          created_at?: string;
          details?: Json;
          id?: string;
          organization_id: string;
          target_email?: string | null;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_user_id?: string | null;
          created_at?: string;
          details?: Json;
          id?: string;
          organization_id?: string;
          target_email?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_team_events_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      aide_transactions_config: {
        Row: {
          has_notetaker: boolean;
          organization_id: string;
          updated_at: string;
        };
        Insert: {
          has_notetaker?: boolean;
          organization_id: string;
          updated_at?: string;
        };
        Update: {
          has_notetaker?: boolean;
          organization_id?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'aide_transactions_config_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: true;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      auto_approval_rules: {
        Row: {
          ai_score_threshold: number;
          confidence_threshold: number;
          created_at: string;
          customer_list: string;
          id: string;
          order_value_threshold: number;
          organization_id: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          ai_score_threshold?: number;
          confidence_threshold?: number;
          created_at?: string;
          customer_list?: string;
          id?: string;
          order_value_threshold?: number;
          organization_id: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          ai_score_threshold?: number;
          confidence_threshold?: number;
          created_at?: string;
          customer_list?: string;
          id?: string;
          order_value_threshold?: number;
          organization_id?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'auto_approval_rules_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      email_connections: {
        Row: {
          connected_at: string;
          created_at: string;
          email: string;
          grant_encrypted: string | null;
          id: string;
          organization_id: string;
          provider: string;
          status: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          connected_at?: string;
          created_at?: string;
          email: string;
          grant_encrypted?: string | null;
          id?: string;
          organization_id: string;
          provider: string;
          status?: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          connected_at?: string;
          created_at?: string;
          email?: string;
          grant_encrypted?: string | null;
          id?: string;
          organization_id?: string;
          provider?: string;
          status?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'email_connections_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      erp_connections: {
        Row: {
          account_token: string | null;
          api_endpoint: string | null;
          connection_name: string;
          created_at: string;
          credentials_encrypted: string | null;
          id: string;
          is_connected: boolean;
          last_sync_at: string | null;
          organization_id: string;
          public_token: string | null;
          sync_frequency: string;
          system_type: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          account_token?: string | null;
          api_endpoint?: string | null;
          connection_name: string;
          created_at?: string;
          credentials_encrypted?: string | null;
          id?: string;
          is_connected?: boolean;
          last_sync_at?: string | null;
          organization_id: string;
          public_token?: string | null;
          sync_frequency?: string;
          system_type: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          account_token?: string | null;
          api_endpoint?: string | null;
          connection_name?: string;
          created_at?: string;
          credentials_encrypted?: string | null;
          id?: string;
          is_connected?: boolean;
          last_sync_at?: string | null;
          organization_id?: string;
          public_token?: string | null;
          sync_frequency?: string;
          system_type?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'erp_connections_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      erp_sync_runs: {
        Row: {
          documents_imported: number;
          erp_connection_id: string;
          finished_at: string | null;
          id: string;
          message: string | null;
          organization_id: string;
          started_at: string;
          status: string;
          trigger: string;
        };
        Insert: {
          documents_imported?: number;
          erp_connection_id: string;
          finished_at?: string | null;
          id?: string;
          message?: string | null;
          organization_id: string;
          started_at?: string;
          status: string;
          trigger: string;
        };
        Update: {
          documents_imported?: number;
          erp_connection_id?: string;
          finished_at?: string | null;
          id?: string;
          message?: string | null;
          organization_id?: string;
          started_at?: string;
          status?: string;
          trigger?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'erp_sync_runs_erp_connection_id_fkey';
            columns: ['organization_id', 'erp_connection_id'];
            isOneToOne: false;
            referencedRelation: 'erp_connections';
            referencedColumns: ['organization_id', 'id'];
          },
          {
            foreignKeyName: 'erp_sync_runs_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      social_connections: {
        Row: {
          connected_at: string;
          handle: string;
          id: string;
          network: string;
          organization_id: string;
          profile_url: string;
          user_id: string | null;
        };
        Insert: {
          connected_at?: string;
          handle: string;
          id?: string;
          network: string;
          organization_id: string;
          profile_url: string;
          user_id?: string | null;
        };
        Update: {
          connected_at?: string;
          handle?: string;
          id?: string;
          network?: string;
          organization_id?: string;
          profile_url?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'social_connections_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'aide_organizations';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      [_ in never]: never;
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DefaultSchema = Database['public'];

/** A table's or view's row, as `supabase gen types` names the helper. */
export type Tables<T extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])> =
  (DefaultSchema['Tables'] & DefaultSchema['Views'])[T] extends { Row: infer R } ? R : never;

export type TablesInsert<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Insert'];

export type TablesUpdate<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Update'];
